import { useLingui } from '@lingui/react/macro';
import { formatCents } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { WalletSummary } from '../queries';

function Card({
  label,
  value,
  note,
  tone,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  tone?: 'danger' | 'warning';
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={cn(
          'mt-1 text-2xl font-semibold tabular-nums',
          tone === 'danger' && 'text-danger',
          tone === 'warning' && 'text-warning',
        )}
      >
        {value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

export function SummaryCards({ summary }: { summary: WalletSummary }) {
  const { t } = useLingui();
  const { balanceCents, currency, lowBalanceThresholdCents } = summary;
  const low = balanceCents < lowBalanceThresholdCents;
  const threshold = formatCents(lowBalanceThresholdCents, currency);
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label={t`Wallet summary`}>
      <Card
        label={t`Balance`}
        testId="wallet-balance"
        value={formatCents(balanceCents, currency)}
        note={low ? t`Low: below ${threshold}` : t`Warning below ${threshold}`}
        tone={balanceCents <= 0 ? 'danger' : low ? 'warning' : undefined}
      />
      <Card
        label={t`Spend this month so far`}
        testId="wallet-mtd"
        value={formatCents(summary.monthToDateSpendCents, currency)}
      />
      <Card
        label={t`Projected spend this month`}
        testId="wallet-projected"
        value={formatCents(summary.projectedMonthSpendCents, currency)}
        note={t`At the current rate of use`}
      />
    </dl>
  );
}
