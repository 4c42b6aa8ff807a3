import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, formatDate } from '@/lib/format';
import { RUNWAY_MAX_DAYS, type Runway } from '@/lib/runway';

/** What happens at zero, said the same way on the wallet page and in the shell's warning. */
export function AtZero() {
  return (
    <Trans>
      At zero the account is locked: every API key of the account stops working at once, this
      console’s included, and each request is answered <code>401 invalid_token</code>, the same
      answer as a wrong key. Adding funds lifts the lock, but a locked console cannot add them (its
      key is refused too), so add funds before then.
    </Trans>
  );
}

function inDays(days: number): string {
  const whole = Math.floor(days);
  return plural(whole, { 0: 'within a day', one: 'in # day', other: 'in # days' });
}

/** "The balance reaches zero on 20 Mar 2026 (in 10 days), at about $3.20 a day …". */
export function RunwayDate({ runway, currency }: { runway: Runway; currency: string }) {
  const { t } = useLingui();
  if (runway.kind === 'locked') return <>{t`The balance is at zero.`}</>;
  if (runway.kind === 'no-spend')
    return (
      <>{t`Nothing is being spent at the moment, so at this rate the balance does not run out.`}</>
    );
  const perDay = formatCents(Math.round(runway.centsPerDay), currency);
  // One sentence per basis, so each reads whole in every language.
  const rate =
    runway.basis === 'this-month'
      ? t`At the current rate of spend (about ${perDay} a day, from this month so far)`
      : t`At the current rate of spend (about ${perDay} a day, from last month, as nothing is spent yet this month)`;
  if (runway.kind === 'lasts') {
    const years = Math.round(RUNWAY_MAX_DAYS / 365);
    return <>{t`${rate} the balance lasts more than ${years} years.`}</>;
  }
  const date = formatDate(runway.zeroAt.toISOString());
  const within = inDays(runway.days);
  return (
    <Trans>
      {rate} the balance reaches zero on <strong data-testid="runway-date">{date}</strong> ({within}
      ).
    </Trans>
  );
}
