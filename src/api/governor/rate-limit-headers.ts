import type { RateClass, RouteClass } from './classes';

/** When a 429 carries no usable Retry-After, wait this long: half the counting window. */
export const DEFAULT_RETRY_AFTER_MS = 30_000;
// A zero or past value would make us hammer the service; a huge one is more likely a bad header
// than a real ban, and the console must come back by itself.
const MIN_MS = 1_000;
const MAX_MS = 10 * 60_000;

/** Retry-After (delta seconds or an HTTP date) in milliseconds from `now`. */
export function retryAfterMs(value: string | null, now: number): number {
  const text = value?.trim();
  if (!text) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(text);
  let ms: number;
  if (Number.isFinite(seconds)) {
    if (seconds < 0) return DEFAULT_RETRY_AFTER_MS;
    ms = seconds * 1000;
  } else {
    const date = Date.parse(text);
    if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_MS;
    ms = date - now;
  }
  return Math.min(MAX_MS, Math.max(MIN_MS, Math.ceil(ms)));
}

/** The x-ratelimit-limit of a response (requests per minute of that route), if usable. */
export function headerLimit(response: Response): number | null {
  const value = Number(response.headers.get('x-ratelimit-limit'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Which limit a 429 was about. A route of its own class answers with its class limit; when it
 * answers with the global limit instead, the global window is the one that ran out.
 */
export function classToPause(
  route: RouteClass | null,
  limit: number | null,
  globalLimit: number,
): RateClass {
  if (!route) return 'global';
  return limit !== null && limit === globalLimit ? 'global' : route;
}
