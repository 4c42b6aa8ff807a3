// Applies the active fault rules to /api/v1 requests, in order. Latency delays and continues;
// the other kinds answer (or drop) at once. Responses shaped by a fault carry `x-mock-fault`.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, MockContext } from '../mock-context';
import { ApiError, DropConnection } from '../lib/errors';
import { fires, ruleMatches, type FaultRule } from './fault-rules';

const ERROR_CODES = {
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
} as const;

export function faults(ctx: MockContext): MiddlewareHandler<AppEnv> {
  let counters = new WeakMap<FaultRule, number>();
  ctx.onReset.push(() => (counters = new WeakMap()));
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    let delayed = false;
    for (const rule of ctx.faults) {
      if (!ruleMatches(rule, c.req.method, c.req.path)) continue;
      const n = counters.get(rule) ?? 0;
      counters.set(rule, n + 1);
      if (!fires(rule.rate, n)) continue;
      const mark = { 'x-mock-fault': rule.kind };
      switch (rule.kind) {
        case 'latency':
          await new Promise((resolve) => setTimeout(resolve, rule.ms ?? 1000));
          delayed = true;
          break;
        case 'error': {
          const status = rule.status ?? 503;
          throw new ApiError(
            status,
            ERROR_CODES[status],
            `Injected fault: ${status}.`,
            undefined,
            mark,
          );
        }
        case 'rate_limit':
          throw new ApiError(429, 'rate_limited', 'Injected fault: rate limited.', undefined, {
            ...mark,
            'Retry-After': String(rule.retryAfter ?? 1),
          });
        case 'drop':
          throw new DropConnection();
        case 'malformed':
          return c.body('{"items": [{"id": "truncat', 200, {
            'content-type': 'application/json',
            ...mark,
          });
      }
    }
    await next();
    if (delayed) c.res.headers.set('x-mock-fault', 'latency');
  };
}
