// API keys: the list never shows a token; create returns it once; revoke stops it at once.
// Creating and revoking belong to the account owner; a team member's key is refused.
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { newId } from '../db/ids';
import { keyView } from '../db/views';
import { tokenDigest } from '../lib/digest';
import { forbidden } from '../lib/errors';
import { DAY } from '../lib/time';
import { readBody } from '../rules/body';
import { newToken } from '../seed/keys';
import type { KeyRec } from '../types';
import { accountOf, noContent, ownedRow, route, type Api, type Ctx } from './http';

function ownerOnly(c: Ctx): void {
  if (c.get('key').role !== 'owner') {
    throw forbidden(
      'team_member_forbidden',
      'Keys are created and revoked by the account owner; a team member may only list them.',
    );
  }
}

export function registerApiKeys(app: Api, ctx: MockContext): void {
  route(app, 'GET', '/api-keys', null, (c) =>
    c.json({ items: owned(ctx.db.keys.values(), accountOf(c)).map(keyView) }),
  );
  route(app, 'POST', '/api-keys', null, async (c) => {
    ownerOnly(c);
    const body = await readBody(c, 'createApiKey');
    const { token, prefix } = newToken(ctx.ids);
    const now = ctx.now();
    const row: KeyRec = {
      id: newId(ctx, 'key'),
      accountId: accountOf(c),
      name: body.name,
      prefix,
      scope: body.scope,
      role: 'owner',
      digest: tokenDigest(token),
      createdAt: now,
      expiresAt: body.expiresInDays === null ? null : now + body.expiresInDays * DAY,
      lastUsedAt: null,
    };
    ctx.db.keys.set(row.id, row);
    ctx.db.keyByDigest.set(row.digest, row.id);
    return c.json({ key: keyView(row), token }, 201);
  });
  route(app, 'GET', '/api-keys/:id', null, (c) =>
    c.json(keyView(ownedRow(ctx.db.keys, c.req.param('id')!, c, 'API key'))),
  );
  route(app, 'DELETE', '/api-keys/:id', null, (c) => {
    ownerOnly(c);
    const row = ownedRow(ctx.db.keys, c.req.param('id')!, c, 'API key');
    ctx.db.keys.delete(row.id);
    ctx.db.keyByDigest.delete(row.digest);
    return noContent(c);
  });
}
