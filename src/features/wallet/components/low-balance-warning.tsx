import { Notice } from '@/components/ui/notice';
import { formatCents } from '@/lib/format';
import type { WalletSummary } from '../queries';

/** Shown below the threshold: at zero the account is locked and every key is refused. */
export function LowBalanceWarning({ summary }: { summary: WalletSummary }) {
  const { balanceCents, currency, lowBalanceThresholdCents, projectedMonthSpendCents, monthToDateSpendCents } = summary;
  if (balanceCents >= lowBalanceThresholdCents) return null;
  const remaining = Math.max(0, projectedMonthSpendCents - monthToDateSpendCents);
  return (
    <Notice tone={balanceCents <= 0 ? 'danger' : 'warning'} role="alert" title={balanceCents <= 0 ? 'The balance is used up' : 'The balance is low'}>
      <p>
        The balance is {formatCents(balanceCents, currency)}, below the warning level of {formatCents(lowBalanceThresholdCents, currency)}.
        {remaining > 0 ? ` The rest of this month is projected to cost about ${formatCents(remaining, currency)}.` : ''}
      </p>
      <p className="mt-1">
        When it reaches zero the account is locked: every API key, including this one, stops working and is answered{' '}
        <code>401 invalid_token</code> — the same answer as a wrong key — until funds are added in the service’s own web console.
        This console cannot reconnect a locked account, so add funds before that happens.
      </p>
    </Notice>
  );
}
