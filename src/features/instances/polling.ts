import type { InstanceStatus } from './types';

export const POLL_FIRST_MS = 2_000;
export const POLL_MAX_MS = 60_000;

/**
 * 2 s, 4 s, 8 s … up to once a minute: a fresh server is usually up in seconds, and one stuck in
 * provisioning must not eat the shared budget (three watched rows cost 3 requests a minute).
 */
export function pollDelay(attempt: number): number {
  return Math.min(POLL_FIRST_MS * 2 ** Math.max(0, attempt), POLL_MAX_MS);
}

/** Only provisioning changes by itself; every other status waits for a user action. */
export function isTransitional(status: InstanceStatus | undefined): boolean {
  return status === 'provisioning';
}

// Polls answered "still provisioning", per instance. Kept outside the query so the backoff
// survives cache writes from a deploy or an action (which bump the query's own counters).
const attempts = new Map<string, number>();

export function recordPollResult(id: string, status: InstanceStatus): void {
  if (isTransitional(status)) attempts.set(id, (attempts.get(id) ?? 0) + 1);
  else attempts.delete(id);
}

export function resetPolls(id: string): void {
  attempts.delete(id);
}

/** The next poll in ms, or false to stop: only while in transition and while the last fetch worked. */
export function nextPollInterval(id: string, status: InstanceStatus | undefined, failed: boolean): number | false {
  if (failed || !isTransitional(status)) return false;
  return pollDelay(attempts.get(id) ?? 0);
}
