import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { dailySpend, runwayAlert, walletRunway } from './runway';

type MonthSpend = components['schemas']['MonthSpend'];

const month = (key: string, totalCents: number): MonthSpend => ({
  month: key,
  totalCents,
  byService: { compute: totalCents, storage: 0, network: 0, backups: 0 },
});
// 10 March 2026, 12:00 UTC: 9.5 days of the month have passed.
const NOW = Date.UTC(2026, 2, 10, 12);

describe('walletRunway', () => {
  it('no spend at all: no end date, nothing to warn about', () => {
    const runway = walletRunway(
      {
        balanceCents: 10_000,
        monthToDateSpendCents: 0,
        months: [month('2026-02', 0), month('2026-03', 0)],
      },
      NOW,
    );
    expect(runway).toEqual({ kind: 'no-spend' });
    expect(runwayAlert(runway)).toBeUndefined();
  });

  it('credits only (top-ups and refunds raise the balance, never the rate): no end date', () => {
    // A wallet funded by credits only: the summary's spend (debits) is zero in every month.
    const runway = walletRunway(
      {
        balanceCents: 250_000,
        monthToDateSpendCents: 0,
        months: [month('2026-01', 0), month('2026-02', 0), month('2026-03', 0)],
      },
      NOW,
    );
    expect(runway.kind).toBe('no-spend');
  });

  it('a balance that outlasts any date (a huge balance, a tiny spend): no date, no warning, never an invalid date', () => {
    const runway = walletRunway(
      {
        balanceCents: 9_000_000_000_000_000,
        monthToDateSpendCents: 1,
        months: [month('2026-03', 1)],
      },
      NOW,
    );
    expect(runway).toMatchObject({ kind: 'lasts', basis: 'this-month' });
    expect(runwayAlert(runway)).toBeUndefined();
    // Just over 100 years is no date either; just under is one.
    expect(
      walletRunway(
        { balanceCents: 36_501 * 100, monthToDateSpendCents: 950, months: [month('2026-03', 950)] },
        NOW,
      ).kind,
    ).toBe('lasts');
    expect(
      walletRunway(
        { balanceCents: 36_499 * 100, monthToDateSpendCents: 950, months: [month('2026-03', 950)] },
        NOW,
      ).kind,
    ).toBe('runs-out');
  });

  it('partial month: this month’s spend over the days elapsed gives the date', () => {
    // 950 cents in 9.5 days = 100 a day; 1,000 cents last 10 more days: 20 March 12:00 UTC.
    const runway = walletRunway(
      {
        balanceCents: 1_000,
        monthToDateSpendCents: 950,
        months: [month('2026-02', 99_999), month('2026-03', 950)],
      },
      NOW,
    );
    expect(runway).toMatchObject({ kind: 'runs-out', basis: 'this-month', days: 10 });
    if (runway.kind !== 'runs-out') throw new Error('expected a date');
    expect(runway.centsPerDay).toBeCloseTo(100);
    expect(runway.zeroAt.toISOString()).toBe('2026-03-20T12:00:00.000Z');
    expect(runwayAlert(runway)).toBe('near');
  });

  it('counts at least one day of the month, so an early debit does not read as a huge rate', () => {
    const early = Date.UTC(2026, 2, 1, 6);
    expect(dailySpend({ balanceCents: 1, monthToDateSpendCents: 500, months: [] }, early)).toEqual({
      centsPerDay: 500,
      basis: 'this-month',
    });
  });

  it('the first hours of a month without spend yet use last month’s daily average', () => {
    const early = Date.UTC(2026, 2, 1, 1);
    // February 2026 has 28 days: 2,800 cents is 100 a day; 1,400 cents last 14 days.
    const runway = walletRunway(
      {
        balanceCents: 1_400,
        monthToDateSpendCents: 0,
        months: [month('2026-02', 2_800), month('2026-03', 0)],
      },
      early,
    );
    expect(runway).toMatchObject({ kind: 'runs-out', basis: 'last-month', days: 14 });
    expect(runwayAlert(runway)).toBe('near');
  });

  it('a balance at or below zero is the lock itself', () => {
    const runway = walletRunway({ balanceCents: 0, monthToDateSpendCents: 500, months: [] }, NOW);
    expect(runway).toEqual({ kind: 'locked' });
    expect(runwayAlert(runway)).toBe('urgent');
  });

  it('warns only within the thresholds: urgent at 3 days, near at 14, quiet beyond', () => {
    const at = (balanceCents: number) =>
      runwayAlert(walletRunway({ balanceCents, monthToDateSpendCents: 950, months: [] }, NOW));
    expect(at(300)).toBe('urgent');
    expect(at(1_400)).toBe('near');
    expect(at(1_401)).toBeUndefined();
  });
});
