import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import type { WalletSummary } from '../queries';
import { RUNWAY_URGENT_DAYS, RUNWAY_WARN_DAYS, runwayAlert, walletRunway } from '@/lib/runway';
import { AtZero, RunwayDate } from './runway-text';

/** The wallet page's runway: the date the balance reaches zero at the current rate, and what then. */
export function RunwayPanel({ summary }: { summary: WalletSummary }) {
  const { t } = useLingui();
  const runway = walletRunway(summary);
  const alert = runwayAlert(runway);
  const warn = RUNWAY_WARN_DAYS;
  const urgent = RUNWAY_URGENT_DAYS;
  return (
    <section
      aria-labelledby="runway-heading"
      className={cn(
        'rounded-lg border bg-surface p-4 text-sm',
        alert === 'urgent'
          ? 'border-danger/60'
          : alert === 'near'
            ? 'border-warning/60'
            : 'border-border',
      )}
    >
      <h2 id="runway-heading" className="text-base font-semibold">
        {t`When the balance runs out`}
      </h2>
      <p className="mt-1" data-testid="runway">
        <RunwayDate runway={runway} currency={summary.currency} />
      </p>
      <p className="mt-1 text-muted">
        <AtZero />{' '}
        {t`Every page of the console warns from ${warn} days before, in red from ${urgent}.`}
      </p>
    </section>
  );
}
