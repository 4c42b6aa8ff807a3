// Bearer key -> key and account. Missing, malformed, unknown (wrong or revoked) and expired keys,
// and every key of a suspended account (zero-balance lock), get the same 401 invalid_token.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, MockContext } from '../mock-context';
import { tokenDigest } from '../lib/digest';
import { invalidToken } from '../lib/errors';

export function auth(ctx: MockContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '');
    if (!match) throw invalidToken();
    const id = ctx.db.keyByDigest.get(tokenDigest(match[1]!));
    const key = id === undefined ? undefined : ctx.db.keys.get(id);
    const now = ctx.now();
    if (!key || (key.expiresAt !== null && key.expiresAt <= now)) throw invalidToken();
    const account = ctx.db.accounts.get(key.accountId);
    if (!account || account.locked) throw invalidToken();
    key.lastUsedAt = now;
    c.set('key', key);
    c.set('account', account);
    await next();
  };
}
