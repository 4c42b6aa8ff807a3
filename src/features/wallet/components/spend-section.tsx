import { useLingui } from '@lingui/react/macro';
import { formatCents, formatMonth } from '@/lib/format';
import type { WalletSummary } from '../queries';
import { SpendChart } from './spend-chart';
import { toSpendRows } from './spend-series';
import { SpendTable } from './spend-table';

export function SpendSection({ summary }: { summary: WalletSummary }) {
  const { t } = useLingui();
  const rows = toSpendRows(summary.months);
  const { currency } = summary;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const from = first ? formatMonth(first.month) : '';
  const to = last ? formatMonth(last.month) : '';
  const lastTotal = last ? formatCents(last.totalCents, currency) : '';
  const label =
    first && last
      ? t`Bar chart of spend by month and service from ${from} to ${to}; ${to}: ${lastTotal}. The same numbers are in the table below.`
      : t`No spend yet.`;
  return (
    <section
      aria-labelledby="spend-heading"
      className="rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="spend-heading" className="text-base font-semibold">
        {t`Spend by month`}
      </h2>
      <p className="mb-3 text-sm text-muted">{t`Stacked by service: compute, storage, network and backups.`}</p>
      {rows.length === 0 ? (
        <p className="py-6 text-sm text-muted">{t`No spend recorded yet.`}</p>
      ) : (
        <>
          <SpendChart rows={rows} currency={currency} label={label} />
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-accent">{t`Show the numbers as a table`}</summary>
            <div className="mt-2">
              <SpendTable rows={rows} currency={currency} />
            </div>
          </details>
        </>
      )}
    </section>
  );
}
