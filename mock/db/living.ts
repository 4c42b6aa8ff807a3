// The account as time moves (the demo's clock, or real time): running servers past their prepaid
// first month accrue usage every hour, and servers seeded as provisioning come up. Everything runs
// through the scheduler, so a clock that jumps a day runs the 24 hours in order: each hour's debit,
// the low-balance event, the zero-balance lock, webhook retries falling due in between.
import type { MockContext } from '../mock-context';
import { DAY, HOUR } from '../lib/time';
import { nextPublicIp } from './ip-pool';
import { post } from './ledger';

/** The first month is paid at deploy (handlers/instances.ts); hourly usage starts after it. */
const PREPAID_MS = 30 * DAY;
const HOURS_PER_MONTH = 730;

/** Hourly usage of one account's running servers, in hundredths of a cent (summed before rounding). */
export function hourlyMilliCents(ctx: MockContext, accountId: string, at: number): number {
  const plans = new Map(ctx.db.plans.map((p) => [p.id, p.priceMonthlyCents]));
  let total = 0;
  for (const inst of ctx.db.instances.values()) {
    if (
      inst.accountId !== accountId ||
      inst.status !== 'running' ||
      inst.createdAt > at - PREPAID_MS
    )
      continue;
    total += Math.round(((plans.get(inst.planId) ?? 0) * 100) / HOURS_PER_MONTH);
  }
  return total;
}

function accrue(ctx: MockContext, at: number, carry: Map<string, number>): void {
  for (const account of ctx.db.accounts.values()) {
    // Assumed (the spec is silent): a locked account accrues nothing more, so funds added lift the lock.
    if (account.locked) continue;
    const owed = (carry.get(account.id) ?? 0) + hourlyMilliCents(ctx, account.id, at);
    const cents = Math.floor(owed / 100);
    carry.set(account.id, owed - cents * 100);
    if (cents < 1) continue;
    const hour = new Date(at - HOUR).toISOString().slice(11, 13);
    post(ctx, account.id, {
      type: 'debit',
      category: 'usage',
      amountCents: cents,
      service: 'compute',
      description: `Compute: running servers, ${hour}:00–${hour}:59 UTC`,
    });
  }
}

/** Schedules the hourly usage from the next full hour on, and the seeded deploys' completion. */
export function startLiving(ctx: MockContext): void {
  const db = ctx.db;
  const carry = new Map<string, number>();
  const hourly = (at: number) => {
    ctx.scheduler.at(at, () => {
      if (ctx.db !== db) return;
      accrue(ctx, at, carry);
      hourly(at + HOUR);
    });
  };
  hourly(Math.floor(ctx.now() / HOUR) * HOUR + HOUR);
  let k = 0;
  for (const inst of db.instances.values()) {
    if (inst.status !== 'provisioning') continue;
    // One after another, from a quarter of a minute on, so the list visibly changes.
    k += 1;
    ctx.scheduler.at(ctx.now() + k * 15_000, () => {
      if (ctx.db !== db || inst.status !== 'provisioning') return;
      inst.status = 'running';
      inst.ipAddress = nextPublicIp(db, inst.regionId);
    });
  }
}
