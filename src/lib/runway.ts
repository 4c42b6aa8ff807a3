/**
 * Wallet runway: at the current rate of spend, when the balance reaches zero. At zero the account
 * is locked and every key of it is refused with 401 invalid_token (spec 5.11), so this date is when
 * every integration stops. Thresholds and the rate's basis: docs/wallet-runway.md.
 */
import type { components } from '@/api/schema.gen';

type WalletSummary = components['schemas']['WalletSummary'];

const DAY_MS = 86_400_000;
/** The shell warns on every page when the balance runs out within this many days. */
export const RUNWAY_WARN_DAYS = 14;
/** Within this many days the warning turns red. */
export const RUNWAY_URGENT_DAYS = 3;

export type RunwayBasis = 'this-month' | 'last-month';
/** Beyond this many days (100 years) no date is given: it would be noise, and past year 275,760 no date exists. */
export const RUNWAY_MAX_DAYS = 36_500;

export type Runway =
  | { kind: 'locked' }
  | { kind: 'no-spend' }
  | { kind: 'lasts'; centsPerDay: number; basis: RunwayBasis }
  | { kind: 'runs-out'; centsPerDay: number; days: number; zeroAt: Date; basis: RunwayBasis };

type Input = Pick<WalletSummary, 'balanceCents' | 'monthToDateSpendCents' | 'months'>;

function monthStartUtc(ms: number, offset = 0): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

/**
 * Spend per day: this month's spend over the time elapsed in it (at least one day, as the
 * service's own projection does); while this month has no spend yet, last month's daily average,
 * so the first hours of a month do not read as "no spend". Credits never lower the rate: the
 * summary's spend is debits only.
 */
export function dailySpend(
  summary: Input,
  now: number,
): { centsPerDay: number; basis: RunwayBasis } | undefined {
  const start = monthStartUtc(now);
  if (summary.monthToDateSpendCents > 0) {
    const elapsedDays = Math.max((now - start) / DAY_MS, 1);
    return { centsPerDay: summary.monthToDateSpendCents / elapsedDays, basis: 'this-month' };
  }
  // The shell's warning reads the summary unchecked (no validator in the first load): a summary
  // without its months (a service that names them otherwise) gives no rate rather than an error.
  const previous = Array.isArray(summary.months) ? summary.months.at(-2) : undefined;
  if (previous && previous.totalCents > 0) {
    const days = (start - monthStartUtc(now, -1)) / DAY_MS;
    return { centsPerDay: previous.totalCents / days, basis: 'last-month' };
  }
  return undefined;
}

export function walletRunway(summary: Input, now: number = Date.now()): Runway {
  if (summary.balanceCents <= 0) return { kind: 'locked' };
  const rate = dailySpend(summary, now);
  if (!rate) return { kind: 'no-spend' };
  const days = summary.balanceCents / rate.centsPerDay;
  if (!(days <= RUNWAY_MAX_DAYS))
    return { kind: 'lasts', centsPerDay: rate.centsPerDay, basis: rate.basis };
  return {
    kind: 'runs-out',
    centsPerDay: rate.centsPerDay,
    days,
    zeroAt: new Date(now + days * DAY_MS),
    basis: rate.basis,
  };
}

/** Whether the shell-wide warning shows, and how loudly. */
export function runwayAlert(runway: Runway): 'urgent' | 'near' | undefined {
  if (runway.kind === 'locked') return 'urgent';
  if (runway.kind !== 'runs-out') return undefined;
  if (runway.days <= RUNWAY_URGENT_DAYS) return 'urgent';
  return runway.days <= RUNWAY_WARN_DAYS ? 'near' : undefined;
}
