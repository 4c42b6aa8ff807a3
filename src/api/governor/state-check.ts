import { RATE_CLASSES, type RateClass } from './classes';
import type { BudgetState, SentRecord } from './budget';
import type { Correction } from './correction';

/**
 * Checks of what another version of the console may have written: the last minute kept in
 * localStorage (read before the first request) and the other tabs' messages (cross-tab.ts, loaded
 * after the first view) go through the same checks.
 */
export const isClass = (value: unknown): value is RateClass =>
  RATE_CLASSES.includes(value as RateClass);
export const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isSent = (value: unknown): value is SentRecord => {
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

export const isCorrection = (value: unknown): value is Correction => {
  const v = value as Partial<Correction> | null;
  return !!v && isClass(v.cls) && isTime(v.delta) && isTime(v.sentAt) && isTime(v.resetAt);
};

/**
 * A last minute (`{sent, pauses, pauseStarts?, limits, corrections?}`), or null when it is not one.
 * The times are only checked for form here; Budget bounds them against the clock as it takes them.
 */
export function parseState(m: Record<string, unknown>): BudgetState | null {
  return Array.isArray(m.sent) &&
    m.sent.every(isSent) &&
    isClassMap(m.pauses) &&
    (m.pauseStarts === undefined || isClassMap(m.pauseStarts)) &&
    isClassMap(m.limits) &&
    (m.corrections === undefined ||
      (Array.isArray(m.corrections) && m.corrections.every(isCorrection)))
    ? {
        sent: m.sent,
        pauses: m.pauses,
        pauseStarts: m.pauseStarts as BudgetState['pauseStarts'],
        limits: m.limits,
        corrections: m.corrections as Correction[] | undefined,
      }
    : null;
}
