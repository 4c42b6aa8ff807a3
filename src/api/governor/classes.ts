/**
 * The limits of spec section 8 as request classes. Every request counts against `global`; a few
 * routes also count against a tighter class of their own.
 */
export type RateClass = 'global' | 'deploy' | 'keyCreate' | 'payment';
export type RouteClass = Exclude<RateClass, 'global'>;
export type Priority = 'user' | 'background';

export const RATE_CLASSES: readonly RateClass[] = ['global', 'deploy', 'keyCreate', 'payment'];

/** Used until a response's x-ratelimit-limit says otherwise. */
export const DEFAULT_LIMITS: Readonly<Record<RateClass, number>> = {
  global: 100,
  deploy: 10,
  keyCreate: 10,
  payment: 15,
};

/**
 * The service counts per minute. We count one second longer because our send time and the
 * service's arrival time differ by the network latency, which varies from request to request.
 */
export const WINDOW_MS = 61_000;

/** The service's ceiling (spec section 8): no limit a header names can be higher. */
export const SPEC_CEILING = DEFAULT_LIMITS.global;

/** The service's counting window: nothing it counted is still counted after this long. */
export const SERVICE_WINDOW_MS = 60_000;

/**
 * The longest a 429 pause can hold anything: after one window every counted request has left it,
 * so a longer wait can only come from a broken header or a broken clock.
 * @alias of SERVICE_WINDOW_MS, named for what it bounds
 */
export const MAX_PAUSE_MS = SERVICE_WINDOW_MS;

/** When a 429 carries no usable Retry-After, wait this long: half the counting window. */
export const DEFAULT_RETRY_AFTER_MS = 30_000;

/**
 * Share of a limit each priority may use. User actions keep headroom for other people behind the
 * same address; background work (polling, prefetch, export) stops well before that, so a click is
 * never queued behind a poll.
 */
export const SHARE: Readonly<Record<Priority, number>> = { user: 0.98, background: 0.85 };

/** Marks a request as background work for the governor. Stripped before the request is sent. */
export const PRIORITY_HEADER = 'x-console-priority';

export function ceiling(limit: number, priority: Priority): number {
  return Math.max(1, Math.floor(limit * SHARE[priority]));
}

/** The route's own class, if it has a tighter limit than the global one. */
export function routeClassOf(method: string, url: string): RouteClass | null {
  const path = new URL(url, 'http://relative.invalid').pathname.replace(/\/+$/, '');
  const verb = method.toUpperCase();
  if (/\/wallet\/(payments|payment-methods)(\/|$)/.test(path)) return 'payment';
  if (verb === 'POST' && path.endsWith('/instances')) return 'deploy';
  if (verb === 'POST' && path.endsWith('/api-keys')) return 'keyCreate';
  return null;
}

export function classesOf(route: RouteClass | null): RateClass[] {
  return route ? ['global', route] : ['global'];
}

export function isRead(method: string): boolean {
  const verb = method.toUpperCase();
  return verb === 'GET' || verb === 'HEAD';
}
