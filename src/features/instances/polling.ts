import type { InstanceStatus } from './types';

export const POLL_FIRST_MS = 2_000;
export const POLL_MAX_MS = 60_000;
/**
 * Polls in a row that may find nothing changed before the watch stops: 2, 4, 8, 16, 32, 60, 60 and
 * 60 s, about four minutes. A fresh server is usually up within the first few; one still
 * provisioning after that is stuck or slow, and polling it on would only spend the shared budget.
 * Any change (a row done, a new one, a person's action) starts a new watch; "Check now" too.
 */
export const QUIET_POLLS = 8;
/** `GET /instances` is a plain collection: the whole set in one request (spec: plain collections). */
export const WHOLE_SET_REQUESTS = 1;

/** 2 s, 4 s, 8 s … up to once a minute: a fresh server is usually up in seconds. */
export function pollDelay(attempt: number): number {
  return Math.min(POLL_FIRST_MS * 2 ** Math.max(0, attempt), POLL_MAX_MS);
}

/** Only provisioning changes by itself; every other status waits for a user action. */
export function isTransitional(status: InstanceStatus | undefined): boolean {
  return status === 'provisioning';
}

/** The rows that change by themselves, sorted: what a watch is of (and its identity). */
export function watchedIds(
  instances: ReadonlyArray<{ id: string; status: InstanceStatus }> | undefined,
): string[] {
  return (instances ?? [])
    .filter((instance) => isTransitional(instance.status))
    .map((instance) => instance.id)
    .sort();
}

export type WatchPlan = 'none' | 'each' | 'whole-set';

/**
 * How to refresh `rows` watched rows: one read per row, or one read of the whole set, whichever
 * sends fewer requests; on a tie one per row, whose answers are smaller. So one row is read
 * alone and two or more by one `GET /instances`, which refreshes every row of the list with them.
 */
export function watchPlan(rows: number, wholeSetRequests = WHOLE_SET_REQUESTS): WatchPlan {
  if (rows <= 0) return 'none';
  return rows <= wholeSetRequests ? 'each' : 'whole-set';
}

/**
 * The next poll in ms, or false to stop: `quiet` is the number of polls in a row that found the
 * watched rows as they were. Stops after QUIET_POLLS of them, and after a read that failed (its
 * retries included) until something else reads the rows.
 */
export function nextWatchPoll(quiet: number, failed: boolean): number | false {
  if (failed || quiet >= QUIET_POLLS) return false;
  return pollDelay(quiet);
}

export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
