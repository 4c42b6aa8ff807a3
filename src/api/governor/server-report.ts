import { SERVICE_WINDOW_MS, WINDOW_MS } from './classes';
import type { ServerCount } from './correction';
import { headerNumber, serviceNow, type IgnoredReason } from './evidence';

export type { ServerCount } from './correction';

/**
 * What the service's own count says beyond ours: `x-ratelimit-remaining` and `x-ratelimit-reset`
 * (assumed companions of `x-ratelimit-limit`, see docs/requests.md). The service counts every
 * person, tab and script behind the address; this browser only knows its own sends. A report
 * becomes a correction of our window (correction.ts).
 */

const EPOCH_SECONDS = 1e9;

export type CountReading = { count: ServerCount } | { ignored: IgnoredReason } | null;

/**
 * Reads the two headers: null when the service gave no count, the reason when its figures cannot be
 * true (remaining above the limit, negative or fractional numbers, a reset beyond one window, an
 * epoch reset that only a clock far off would explain): the browser's own window is then a better
 * guide than a header that lies. A reset given as epoch seconds is read against the response's Date
 * header when that is near the browser's clock (evidence.ts), so a clock a minute off does not
 * shift it; with no reset the count is taken to hold for a whole window.
 */
export function readServerCount(
  response: { headers: Headers },
  limit: number,
  now: number,
): CountReading {
  const remaining = headerNumber(response, 'x-ratelimit-remaining');
  if (remaining === null) return null;
  if (!Number.isInteger(remaining) || remaining < 0) return { ignored: 'remaining-unreadable' };
  if (remaining > limit) return { ignored: 'remaining-above-limit' };
  const reset = headerNumber(response, 'x-ratelimit-reset');
  let resetMs = WINDOW_MS;
  if (reset !== null) {
    if (!Number.isFinite(reset) || reset < 0) return { ignored: 'reset-unreadable' };
    if (reset >= EPOCH_SECONDS) {
      const service = serviceNow(response, now);
      resetMs = reset * 1000 - service.at;
      // One second of slack: Date is whole seconds, and the reset may be rounded up.
      if (resetMs > SERVICE_WINDOW_MS + 1000 || resetMs < -SERVICE_WINDOW_MS)
        return { ignored: service.far ? 'clock-far' : 'reset-beyond-window' };
    } else {
      if (reset * 1000 > SERVICE_WINDOW_MS) return { ignored: 'reset-beyond-window' };
      resetMs = reset * 1000;
    }
  }
  return { count: { used: limit - remaining, resetMs: Math.min(WINDOW_MS, Math.max(0, resetMs)) } };
}
