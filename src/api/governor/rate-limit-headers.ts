import { DEFAULT_RETRY_AFTER_MS, MAX_PAUSE_MS, type RateClass, type RouteClass } from './classes';
import { headerNumber, serviceNow, type Answered, type IgnoredReason } from './evidence';

export { DEFAULT_RETRY_AFTER_MS } from './classes';

// A zero or past value would make us hammer the service.
const MIN_MS = 1_000;

export interface RetryAfter {
  /** How long to pause, from `now`: between 1 s and one window. */
  ms: number;
  /** Set when the header was there but could not be true (or read): the default was used. */
  ignored: IgnoredReason | null;
}

/**
 * Retry-After (delta seconds or an HTTP date) in milliseconds from `now`. A date is read against the
 * response's Date when that is near the browser's clock (a browser clock a day off then does not
 * shift it). A wait beyond one window cannot be true of a per-minute limit: after 60 s everything
 * counted has left the window. It is treated as absent (30 s), as is an unreadable one, and said.
 */
export function readRetryAfter(value: string | null, now: number, response?: Answered): RetryAfter {
  const text = value?.trim();
  if (!text) return { ms: DEFAULT_RETRY_AFTER_MS, ignored: null };
  const seconds = Number(text);
  let ms: number;
  let far = false;
  if (Number.isFinite(seconds)) {
    if (seconds < 0) return { ms: DEFAULT_RETRY_AFTER_MS, ignored: 'wait-unreadable' };
    ms = seconds * 1000;
  } else {
    const date = Date.parse(text);
    if (Number.isNaN(date)) return { ms: DEFAULT_RETRY_AFTER_MS, ignored: 'wait-unreadable' };
    const service = response ? serviceNow(response, now) : { at: now, far: false };
    far = service.far;
    ms = date - service.at;
  }
  if (ms > MAX_PAUSE_MS)
    return { ms: DEFAULT_RETRY_AFTER_MS, ignored: far ? 'clock-far' : 'wait-beyond-window' };
  return { ms: Math.max(MIN_MS, Math.ceil(ms)), ignored: null };
}

/** Retry-After in milliseconds from `now` (readRetryAfter without the reason). */
export function retryAfterMs(value: string | null, now: number, response?: Answered): number {
  return readRetryAfter(value, now, response).ms;
}

export type LimitReading = { limit: number } | { ignored: IgnoredReason } | null;

/**
 * The x-ratelimit-limit of a response (requests per minute of that route): null when absent, the
 * reason when it cannot be true: not a whole number of at least 1, or above `max` (the spec's
 * ceiling of 100, or for a route of its own class the global limit: a route cannot allow more
 * than the address may send).
 */
export function readLimit(response: Answered, max: number): LimitReading {
  const value = headerNumber(response, 'x-ratelimit-limit');
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1) return { ignored: 'limit-unreadable' };
  if (value > max) return { ignored: 'limit-above-ceiling' };
  return { limit: value };
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
