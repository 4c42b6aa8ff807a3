import type { RateClass } from './classes';
import type { BudgetState, SentRecord } from './budget';
import type { Correction } from './correction';
import { isClass, isCorrection, isSent, isTime, parseState } from './state-check';

/** Tabs of one browser share one budget (the service counts per IP address) over this channel. */
export const CHANNEL_NAME = 'cc-governor';

export type GovernorMessage =
  | ({ type: 'sent' } & SentRecord)
  /** `since`: when the pause began (absent from older versions). */
  | { type: 'pause'; cls: RateClass; until: number; since?: number }
  /** A request sent at `at` was answered without a 429 (a person chose "Try now"): the pause is over. */
  | { type: 'resume'; cls: RateClass; at: number }
  | { type: 'limit'; cls: RateClass; limit: number }
  /** The service's own count, as one tab read it from a response. */
  | ({ type: 'correction' } & Correction)
  | { type: 'auto-refresh'; paused: boolean }
  /** A new tab asks the others for the last minute. */
  | { type: 'hello' }
  | ({ type: 'state' } & BudgetState);

/** The part of BroadcastChannel the governor uses, so tests can pass a fake pair. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close?(): void;
}

/** The browser's channel, or null where there is none (old browsers, some test environments). */
export function openChannel(): ChannelLike | null {
  if (typeof BroadcastChannel !== 'function') return null;
  try {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    // In Node an open channel would keep the process alive; browsers have no unref.
    (channel as unknown as { unref?: () => void }).unref?.();
    return channel;
  } catch {
    return null;
  }
}

/** Another tab may run another version of the console: accept only messages we understand. */
export function parseMessage(data: unknown): GovernorMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case 'sent':
      return isSent(m) ? { type: 'sent', id: m.id, t: m.t, classes: m.classes } : null;
    case 'pause':
      if (!isClass(m.cls) || !isTime(m.until)) return null;
      return isTime(m.since)
        ? { type: 'pause', cls: m.cls, until: m.until, since: m.since }
        : { type: 'pause', cls: m.cls, until: m.until };
    case 'resume':
      return isClass(m.cls) && isTime(m.at) ? { type: 'resume', cls: m.cls, at: m.at } : null;
    case 'limit':
      return isClass(m.cls) && isTime(m.limit)
        ? { type: 'limit', cls: m.cls, limit: m.limit }
        : null;
    case 'correction':
      return isCorrection(m)
        ? { type: 'correction', cls: m.cls, delta: m.delta, sentAt: m.sentAt, resetAt: m.resetAt }
        : null;
    case 'auto-refresh':
      return typeof m.paused === 'boolean' ? { type: 'auto-refresh', paused: m.paused } : null;
    case 'hello':
      return { type: 'hello' };
    case 'state': {
      const state = parseState(m);
      return state ? { type: 'state', ...state } : null;
    }
    default:
      return null;
  }
}
