import { WINDOW_MS, type RateClass } from './classes';

/**
 * What the service's own count says beyond ours: `x-ratelimit-remaining` and `x-ratelimit-reset`
 * (assumed companions of `x-ratelimit-limit`, see docs/requests.md). The service counts every
 * person, tab and script behind the address; this browser only knows its own sends.
 *
 * A report becomes a correction of our window: `delta` = the service's count minus ours at the
 * moment the reported request was sent. Positive: others are using the address; negative: the
 * service counted fewer of ours (a refused request it did not count). The correction holds until
 * the service said a request leaves its window (`resetAt`) and then fades out, linearly, until the
 * reported request itself leaves the window: by then everything it counted is gone.
 */
export interface Correction {
  cls: RateClass;
  delta: number;
  /** When the reported request was sent (our clock). */
  sentAt: number;
  /** When the service said its count next goes down (our clock). */
  resetAt: number;
}

export interface ServerCount {
  /** Requests the service counts in the window, the reported one included. */
  used: number;
  /** Milliseconds from the response until the count next goes down. */
  resetMs: number;
}

const EPOCH_SECONDS = 1e9;

function integer(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads the two headers. A report that contradicts itself (remaining above the limit, negative
 * numbers) is ignored: the browser's own window is a better guide than a header that lies. A
 * reset given as epoch seconds is read against the response's Date header, so a client clock that
 * is off by an hour does not shift it; a reset beyond one window is capped, since a per-minute
 * limit cannot be waited on for longer.
 */
export function readServerCount(response: Response, limit: number, now: number): ServerCount | null {
  const remaining = integer(response.headers.get('x-ratelimit-remaining'));
  if (remaining === null || !Number.isInteger(remaining) || remaining < 0 || remaining > limit) return null;
  const reset = integer(response.headers.get('x-ratelimit-reset'));
  if (reset !== null && reset < 0) return null;
  let resetMs = WINDOW_MS;
  if (reset !== null && reset >= EPOCH_SECONDS) {
    const serverNow = Date.parse(response.headers.get('date') ?? '');
    resetMs = reset * 1000 - (Number.isNaN(serverNow) ? now : serverNow);
  } else if (reset !== null) {
    resetMs = reset * 1000;
  }
  return { used: limit - remaining, resetMs: Math.min(WINDOW_MS, Math.max(0, resetMs)) };
}

/** How much of a correction still applies at `now` (1 until resetAt, then down to 0). */
export function weight(correction: Correction, now: number): number {
  const end = correction.sentAt + WINDOW_MS;
  if (now >= end) return 0;
  if (now <= correction.resetAt) return 1;
  return (end - now) / (end - correction.resetAt);
}

/** The correction's share of the count at `now`, rounded away from zero so it errs on caution. */
export function correctionAt(correction: Correction | undefined, now: number): number {
  if (!correction) return 0;
  const value = correction.delta * weight(correction, now);
  return value >= 0 ? Math.ceil(value) : Math.trunc(value);
}

export function isActive(correction: Correction | undefined, now: number): boolean {
  return !!correction && now < correction.sentAt + WINDOW_MS;
}
