/**
 * Rate-limit headers are evidence, not orders (docs/requests.md). Spec section 8 bounds what they
 * can truthfully say: the global ceiling is 100 requests a minute, a route's own limit is below it,
 * and everything counted leaves the service's one-minute window within 60 s. A figure outside
 * those bounds cannot be true; the governor treats it as absent, falls back to its own count and
 * says why in the meter (`IGNORED_PHRASES`, ignored-phrases.ts).
 *
 * Not in the entry: it is read with the headers (read-answer.ts, a chunk fetched with the first
 * request). The bounds the budget itself keeps to are in classes.ts.
 */

/**
 * A response's Date further than this from the browser's clock is not used to place the service's
 * times (an epoch reset, a Retry-After date): one of the two clocks is wrong, and we cannot tell which.
 */
export const CLOCK_FAR_MS = 5 * 60_000;

/** Why the service's figures were not used. */
export type IgnoredReason =
  | 'limit-unreadable'
  | 'limit-above-ceiling'
  | 'remaining-unreadable'
  | 'remaining-above-limit'
  | 'reset-unreadable'
  | 'reset-beyond-window'
  | 'clock-far'
  | 'wait-unreadable'
  | 'wait-beyond-window';

/** What the readers need of an answer: a Response, or its headers kept until they are read. */
export interface Answered {
  headers: Headers;
}

/**
 * A header as a number, or null when absent, NaN when present but not a number. Decimal only:
 * `1e9` is read as the number it spells, then judged by its size like any other.
 */
export function headerNumber(response: Answered, name: string): number | null {
  const value = response.headers.get(name);
  if (value === null || value.trim() === '') return null;
  return Number(value.trim());
}

/**
 * The service's "now" for reading the times it sends: its Date header when that is within
 * CLOCK_FAR_MS of the browser's clock, else the browser's clock (`far` says a Date was set aside).
 */
export function serviceNow(response: Answered, now: number): { at: number; far: boolean } {
  const date = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(date)) return { at: now, far: false };
  return Math.abs(date - now) <= CLOCK_FAR_MS ? { at: date, far: false } : { at: now, far: true };
}
