import { formatCents, formatDate } from '@/lib/format';
import { RUNWAY_MAX_DAYS, type Runway } from '../runway';

/** What happens at zero, said the same way on the wallet page and in the shell's warning. */
export function AtZero() {
  return (
    <>
      At zero the account is locked: every API key of the account stops working at once, this console’s included, and each request is answered{' '}
      <code>401 invalid_token</code>, the same answer as a wrong key. Adding funds lifts the lock, but a locked console cannot add them (its key is refused too), so add funds before then.
    </>
  );
}

function inDays(days: number): string {
  if (days < 1) return 'within a day';
  const whole = Math.floor(days);
  return `in ${whole} day${whole === 1 ? '' : 's'}`;
}

/** "The balance reaches zero on 20 Mar 2026 (in 10 days), at about $3.20 a day …". */
export function RunwayDate({ runway, currency }: { runway: Runway; currency: string }) {
  if (runway.kind === 'locked') return <>The balance is at zero.</>;
  if (runway.kind === 'no-spend') return <>Nothing is being spent at the moment, so at this rate the balance does not run out.</>;
  const basis = runway.basis === 'this-month' ? 'this month so far' : 'last month, as nothing is spent yet this month';
  const rate = `At the current rate of spend (about ${formatCents(Math.round(runway.centsPerDay), currency)} a day, from ${basis})`;
  if (runway.kind === 'lasts') return <>{rate} the balance lasts more than {Math.round(RUNWAY_MAX_DAYS / 365)} years.</>;
  return (
    <>
      {rate} the balance reaches zero on{' '}
      <strong data-testid="runway-date">{formatDate(runway.zeroAt.toISOString())}</strong> ({inDays(runway.days)}).
    </>
  );
}
