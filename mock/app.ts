// The mock API as a Hono app. Browser-safe: no Node modules, no process, no Buffer; the Node server
// (server.ts) and the demo build (via app.fetch) both use it.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { drift } from './drift';
import { errorShape } from './error-shape';
import { createContext } from './context';
import type { AppEnv, MockContext, MockOptions } from './mock-context';
import { registerAccount } from './handlers/account';
import { registerApiKeys } from './handlers/api-keys';
import { registerBackups } from './handlers/backups';
import { registerCatalog } from './handlers/catalog';
import { API } from './handlers/http';
import { registerInstances } from './handlers/instances';
import { registerControl } from './handlers/mock-control';
import { registerMonitoring } from './handlers/monitoring';
import { registerOpenapiDocument } from './handlers/openapi-document';
import { registerReservedIps } from './handlers/reserved-ips';
import { registerTickets } from './handlers/tickets';
import { registerVolumes } from './handlers/volumes';
import { registerVpcs } from './handlers/vpcs';
import { registerWallet } from './handlers/wallet';
import { registerWebhooks } from './handlers/webhooks';
import { ApiError, DropConnection, errorBody } from './lib/errors';
import { auth } from './rules/auth';
import { faults } from './rules/faults';
import { rateLimit } from './rules/rate-limit';
import { requestMeta } from './rules/request-meta';
import { scope } from './rules/scope';
import { demoKeys, type DemoKeys } from './seed/index';

export type { MockOptions } from './mock-context';
export type { FaultRule } from './rules/fault-rules';
export { DRIFT_KINDS, type DriftKind } from './drift-kinds';
export { ERROR_SHAPES, type ErrorShape } from './error-shape';
export { DropConnection } from './lib/errors';
export { demoKeys, type DemoKeys } from './seed/index';

export interface MockState {
  /** Back to the seed: data, rate windows, request log and fault rules. */
  reset(): void;
  readonly context: MockContext;
  readonly keys: DemoKeys;
}

export function createMockApp(options: MockOptions = {}): { app: Hono<AppEnv>; state: MockState } {
  const ctx = createContext(options);
  const keys = demoKeys(ctx.options.seed);
  const app = new Hono<AppEnv>();

  // Outermost: a refusal's shape is rewritten last, the drift's own refusals too.
  app.use(`${API}/*`, errorShape(ctx));
  // When a drift is on, it rewrites what every other layer wrote, headers included.
  app.use(`${API}/*`, drift(ctx));
  app.use(`${API}/*`, requestMeta(ctx));
  const apiCors = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: [
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'retry-after',
      'x-request-id',
    ],
    maxAge: 600,
  });
  // The control routes are for programs on this machine, never for other origins' pages
  // (handlers/mock-control.ts): no CORS there.
  app.use('*', (c, next) => (c.req.path.startsWith('/__mock/') ? next() : apiCors(c, next)));
  registerControl(app, ctx, keys);
  app.use(`${API}/*`, rateLimit(ctx), faults(ctx), auth(ctx), scope);
  for (const register of [
    registerInstances,
    registerCatalog,
    registerVolumes,
    registerReservedIps,
    registerVpcs,
    registerApiKeys,
    registerWallet,
    registerTickets,
    registerBackups,
    registerMonitoring,
    registerWebhooks,
    registerAccount,
    registerOpenapiDocument,
  ]) {
    register(app, ctx);
  }

  app.notFound((c) =>
    c.json(
      {
        code: 'not_found',
        message: `No route ${c.req.method} ${c.req.path}.`,
        requestId: c.get('requestId'),
      },
      404,
    ),
  );
  app.onError((err, c) => {
    if (err instanceof DropConnection) throw err;
    if (err instanceof ApiError)
      return c.json(errorBody(err, c.get('requestId')), err.status, err.headers);
    console.error('mock: unexpected error', err);
    return c.json(
      {
        code: 'internal_error',
        message: 'Unexpected error in the mock.',
        requestId: c.get('requestId'),
      },
      500,
    );
  });

  return { app, state: { reset: () => ctx.reset(), context: ctx, keys } };
}
