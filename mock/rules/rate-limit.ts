// Sliding 60-second windows per client address: 100 requests a minute across all keys, plus the
// tighter per-route limits. A request counts against both; refused requests do not count. Every
// counted or refused answer says what is left (x-ratelimit-remaining) and in how many seconds the
// oldest counted request leaves the window (x-ratelimit-reset), for the limit x-ratelimit-limit names.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, MockContext } from '../mock-context';
import { ApiError } from '../lib/errors';

export const WINDOW_MS = 60_000;
export const GLOBAL_LIMIT = 100;

export interface RouteLimit {
  bucket: string;
  limit: number;
}

/** The tighter limit of a route, if it has one (method + path without query). */
export function routeLimit(method: string, path: string): RouteLimit | null {
  if (method === 'POST' && path === '/api/v1/instances') return { bucket: 'deploy', limit: 10 };
  if (method === 'POST' && path === '/api/v1/api-keys') return { bucket: 'key-create', limit: 10 };
  if (path === '/api/v1/wallet/payments' || path === '/api/v1/wallet/payment-methods')
    return { bucket: 'payments', limit: 15 };
  return null;
}

export const limitOf = (method: string, path: string): number =>
  routeLimit(method, path)?.limit ?? GLOBAL_LIMIT;

export class SlidingWindows {
  private hits = new Map<string, number[]>();

  /** Milliseconds until one more request fits, or 0 when it fits now. */
  wait(key: string, limit: number, now: number): number {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    this.hits.set(key, list);
    return list.length < limit ? 0 : list[list.length - limit]! + WINDOW_MS - now;
  }

  /** What the x-ratelimit-remaining and x-ratelimit-reset headers say of one window. */
  report(key: string, limit: number, now: number): Record<string, string> {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    const oldest = list[0];
    const reset =
      oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
    return {
      'x-ratelimit-remaining': String(Math.max(0, limit - list.length)),
      'x-ratelimit-reset': String(reset),
    };
  }

  /** Someone else's request at `t` (not after the latest hit's time order), counted when it fits. */
  hitIfRoom(key: string, limit: number, t: number): void {
    const list = this.hits.get(key) ?? [];
    if (list.filter((h) => h > t - WINDOW_MS && h <= t).length >= limit) return;
    const at = list.findIndex((h) => h > t);
    list.splice(at === -1 ? list.length : at, 0, t);
    this.hits.set(key, list);
  }

  hit(key: string, now: number): void {
    const list = this.hits.get(key) ?? [];
    list.push(now);
    this.hits.set(key, list);
  }

  clear(): void {
    this.hits.clear();
  }
}

export function rateLimit(ctx: MockContext): MiddlewareHandler<AppEnv> {
  const windows = new SlidingWindows();
  /** Per address: when the office's next request (the busy-office scenario) is due. */
  const othersNext = new Map<string, number>();
  ctx.onReset.push(() => {
    windows.clear();
    othersNext.clear();
  });
  /** Other people on the address spend `ctx.officeLoad` requests a minute, evenly, of the global limit. */
  const spendOthers = (key: string, now: number) => {
    if (ctx.officeLoad <= 0) return;
    const step = WINDOW_MS / ctx.officeLoad;
    let t = othersNext.get(key) ?? Math.ceil((now - WINDOW_MS) / step) * step;
    for (t = Math.max(t, now - WINDOW_MS); t <= now; t += step)
      windows.hitIfRoom(key, GLOBAL_LIMIT, t);
    othersNext.set(key, t);
  };
  return async (c, next) => {
    if (!ctx.options.rateLimits || c.req.method === 'OPTIONS') return next();
    const now = ctx.now();
    const address = ctx.options.clientAddress(c);
    const route = routeLimit(c.req.method, c.req.path);
    const globalKey = `${address} global`;
    spendOthers(globalKey, now);
    const routeKey = route ? `${address} ${route.bucket}` : null;
    const wait = Math.max(
      windows.wait(globalKey, GLOBAL_LIMIT, now),
      route && routeKey ? windows.wait(routeKey, route.limit, now) : 0,
    );
    // The count of the limit x-ratelimit-limit names: the route's own, else the global one.
    const reportKey = routeKey ?? globalKey;
    const reportLimit = route?.limit ?? GLOBAL_LIMIT;
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      throw new ApiError(
        429,
        'rate_limited',
        `Rate limit exceeded; retry in ${seconds} s.`,
        undefined,
        {
          'Retry-After': String(seconds),
          ...windows.report(reportKey, reportLimit, now),
        },
      );
    }
    windows.hit(globalKey, now);
    if (routeKey) windows.hit(routeKey, now);
    await next();
    for (const [name, value] of Object.entries(windows.report(reportKey, reportLimit, now)))
      c.res.headers.set(name, value);
  };
}
