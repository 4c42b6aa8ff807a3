import type { RateClass } from './classes';
import type { IgnoredReason } from './evidence';

/** What the shell shows: the budget meter, the "resuming in" status and the auto-refresh switch. */
export interface GovernorSnapshot {
  /**
   * Requests on the address in the last minute: this browser's sends, corrected by the service's
   * own count when it reports one (x-ratelimit-remaining).
   */
  usedLastMinute: number;
  /** Of those, sent by this browser (every tab). */
  ownLastMinute: number;
  /** Whether the service's count is part of usedLastMinute (it reported one in the last minute). */
  serverCounted: boolean;
  globalLimit: number;
  /** When the service lets us send again after a 429 (ms since epoch), or null. */
  pausedUntil: number | null;
  pausedClass: RateClass | null;
  /** Requests waiting in this tab for budget or for a pause to end. */
  queued: number;
  /** When this tab's first waiting user request may go, while the budget (not a 429) holds it. */
  waitingUntil: number | null;
  autoRefreshPaused: boolean;
  /**
   * Why the service's figures (x-ratelimit-*, Retry-After) were last set aside as impossible, for a
   * window after; null while they are usable or absent. The meter counts on its own meanwhile.
   */
  ignoredFigures: IgnoredReason | null;
  /** Reads a person asked for that are waiting in this tab: what "Try now" sends. */
  heldReads: number;
}

/** useSyncExternalStore needs the same object until something actually changed. */
export function sameSnapshot(a: GovernorSnapshot, b: GovernorSnapshot): boolean {
  return (
    a.usedLastMinute === b.usedLastMinute &&
    a.ownLastMinute === b.ownLastMinute &&
    a.serverCounted === b.serverCounted &&
    a.waitingUntil === b.waitingUntil &&
    a.globalLimit === b.globalLimit &&
    a.pausedUntil === b.pausedUntil &&
    a.pausedClass === b.pausedClass &&
    a.queued === b.queued &&
    a.autoRefreshPaused === b.autoRefreshPaused &&
    a.ignoredFigures === b.ignoredFigures &&
    a.heldReads === b.heldReads
  );
}

export const AUTO_REFRESH_KEY = 'cc.autoRefreshPaused';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function defaultStorage(): FlagStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading localStorage throws when storage is blocked (privacy settings, sandboxed frames).
    return null;
  }
}

export function readAutoRefreshPaused(storage: FlagStorage | null): boolean {
  try {
    return storage?.getItem(AUTO_REFRESH_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAutoRefreshPaused(storage: FlagStorage | null, paused: boolean): void {
  try {
    storage?.setItem(AUTO_REFRESH_KEY, String(paused));
  } catch {
    /* quota or blocked storage: the flag still holds for this tab */
  }
}
