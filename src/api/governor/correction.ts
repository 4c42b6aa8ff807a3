import { WINDOW_MS, type RateClass } from './classes';

/**
 * The service's count as a correction of our window (server-report.ts reads it from the headers):
 * `delta` = the service's count minus ours at the moment the reported request was sent. Positive:
 * others are using the address; negative: the service counted fewer of ours (a refused request it
 * did not count). The correction holds until the service said a request leaves its window
 * (`resetAt`) and then fades out, linearly, until the reported request itself leaves the window:
 * by then everything it counted is gone. In the entry: corrections kept with the window or sent by
 * another tab count before the headers' reader (read-answer.ts) has arrived.
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
