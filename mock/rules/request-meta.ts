// Outermost /api/v1 middleware: request id, lazily-run scheduled changes, the request log, and the
// x-ratelimit-limit header on every response (errors, 401s and 404s included).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, MockContext } from '../mock-context';
import { iso } from '../lib/time';
import { limitOf } from './rate-limit';

const LOG_CAP = 10_000;
const ADDRESS_HEADER = /^(x-forwarded-.+|x-real-ip|forwarded|true-client-ip|x-client-ip)$/;

/** The address-claiming headers of a request, or undefined when it has none. */
function addressHeaders(headers: Headers): Record<string, string> | undefined {
  const found = [...headers].filter(([name]) => ADDRESS_HEADER.test(name));
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

export function requestMeta(ctx: MockContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    ctx.requestSeq += 1;
    const requestId = `req_${String(ctx.requestSeq).padStart(6, '0')}`;
    c.set('requestId', requestId);
    ctx.scheduler.runDue(ctx.now());
    const url = new URL(c.req.url);
    await next();
    c.res.headers.set('x-ratelimit-limit', String(limitOf(c.req.method, url.pathname)));
    c.res.headers.set('x-request-id', requestId);
    if (c.req.method === 'OPTIONS') return;
    ctx.requests.push({
      method: c.req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: c.res.status,
      at: iso(ctx.now()),
      headerNames: [...c.req.raw.headers.keys()],
      ...(addressHeaders(c.req.raw.headers)
        ? { addressHeaders: addressHeaders(c.req.raw.headers) }
        : {}),
    });
    if (ctx.requests.length > LOG_CAP) ctx.requests.splice(0, ctx.requests.length - LOG_CAP);
  };
}
