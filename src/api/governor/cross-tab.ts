import { RATE_CLASSES, type RateClass } from './classes';
import type { BudgetState, SentRecord } from './budget';
import type { Correction } from './server-report';

/** Tabs of one browser share one budget (the service counts per IP address) over this channel. */
export const CHANNEL_NAME = 'cc-governor';

export type GovernorMessage =
  | ({ type: 'sent' } & SentRecord)
  | { type: 'pause'; cls: RateClass; until: number }
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

const isClass = (value: unknown): value is RateClass => RATE_CLASSES.includes(value as RateClass);
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isSent = (value: unknown): value is SentRecord => {
  const v = value as Partial<SentRecord> | null;
  return (
    !!v &&
    typeof v.id === 'string' &&
    isTime(v.t) &&
    Array.isArray(v.classes) &&
    v.classes.every(isClass)
  );
};
const isClassMap = (value: unknown): value is Partial<Record<RateClass, number>> =>
  !!value &&
  typeof value === 'object' &&
  Object.entries(value).every(([k, v]) => isClass(k) && isTime(v));

const isCorrection = (value: unknown): value is Correction => {
  const v = value as Partial<Correction> | null;
  return !!v && isClass(v.cls) && isTime(v.delta) && isTime(v.sentAt) && isTime(v.resetAt);
};

/** Another tab may run another version of the console: accept only messages we understand. */
export function parseMessage(data: unknown): GovernorMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case 'sent':
      return isSent(m) ? { type: 'sent', id: m.id, t: m.t, classes: m.classes } : null;
    case 'pause':
      return isClass(m.cls) && isTime(m.until)
        ? { type: 'pause', cls: m.cls, until: m.until }
        : null;
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
    case 'state':
      return Array.isArray(m.sent) &&
        m.sent.every(isSent) &&
        isClassMap(m.pauses) &&
        isClassMap(m.limits) &&
        (m.corrections === undefined ||
          (Array.isArray(m.corrections) && m.corrections.every(isCorrection)))
        ? {
            type: 'state',
            sent: m.sent,
            pauses: m.pauses,
            limits: m.limits,
            corrections: m.corrections as Correction[] | undefined,
          }
        : null;
    default:
      return null;
  }
}
