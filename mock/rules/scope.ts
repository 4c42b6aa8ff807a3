// The central scope check, so routes added later inherit it:
//   /admin/*                                   -> 403 admin_only for every key;
//   sign-in-method routes and account closing  -> 403 session_required for every key;
//   any method but GET/HEAD with a read key    -> 403 read_only_key.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../mock-context';
import { forbidden } from '../lib/errors';

const ADMIN = /^\/api\/v1\/admin(\/|$)/;
const SESSION_ONLY = [
  /^\/api\/v1\/account\/close\/?$/,
  /^\/api\/v1\/account\/two-factor(\/|$)/,
  /^\/api\/v1\/account\/passkeys(\/|$)/,
  /^\/api\/v1\/account\/connected-accounts(\/|$)/,
];

export const isWrite = (method: string): boolean => method !== 'GET' && method !== 'HEAD';

/** Routes every key is refused on (403 before anything else of the route is looked at). */
export const refusedForEveryKey = (path: string): boolean =>
  ADMIN.test(path) || SESSION_ONLY.some((re) => re.test(path));

export const scope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  if (ADMIN.test(path)) throw forbidden('admin_only', 'Admin routes refuse API keys.');
  if (SESSION_ONLY.some((re) => re.test(path))) {
    throw forbidden(
      'session_required',
      'This route adds or removes a way to sign in, or closes the account: it needs a web console session, not an API key.',
    );
  }
  if (isWrite(c.req.method) && c.get('key').scope === 'read') {
    throw forbidden(
      'read_only_key',
      'This key has the read scope; it cannot create, modify or delete.',
    );
  }
  await next();
};
