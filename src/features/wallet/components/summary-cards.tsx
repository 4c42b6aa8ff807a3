import { formatCents } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { WalletSummary } from '../queries';

function Card({ label, value, note, tone, testId }: { label: string; value: string; note?: string; tone?: 'danger' | 'warning'; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd data-testid={testId} className={cn('mt-1 text-2xl font-semibold tabular-nums', tone === 'danger' && 'text-danger', tone === 'warning' && 'text-warning')}>
        {value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

export function SummaryCards({ summary }: { summary: WalletSummary }) {
  const { balanceCents, currency, lowBalanceThresholdCents } = summary;
  const low = balanceCents < lowBalanceThresholdCents;
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label="Wallet summary">
      <Card
        label="Balance"
        testId="wallet-balance"
        value={formatCents(balanceCents, currency)}
        note={low ? `Low: below ${formatCents(lowBalanceThresholdCents, currency)}` : `Warning below ${formatCents(lowBalanceThresholdCents, currency)}`}
        tone={balanceCents <= 0 ? 'danger' : low ? 'warning' : undefined}
      />
      <Card label="Spend this month so far" testId="wallet-mtd" value={formatCents(summary.monthToDateSpendCents, currency)} />
      <Card label="Projected spend this month" testId="wallet-projected" value={formatCents(summary.projectedMonthSpendCents, currency)} note="At the current rate of use" />
    </dl>
  );
}
