import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '@/components/ui/notice';
import { formatCents } from '@/lib/format';
import type { WalletSummary } from '../queries';

/** Shown below the threshold: at zero the account is locked and every key is refused. */
export function LowBalanceWarning({ summary }: { summary: WalletSummary }) {
  const { t } = useLingui();
  const {
    balanceCents,
    currency,
    lowBalanceThresholdCents,
    projectedMonthSpendCents,
    monthToDateSpendCents,
  } = summary;
  if (balanceCents >= lowBalanceThresholdCents) return null;
  const remaining = Math.max(0, projectedMonthSpendCents - monthToDateSpendCents);
  const balance = formatCents(balanceCents, currency);
  const threshold = formatCents(lowBalanceThresholdCents, currency);
  const rest = formatCents(remaining, currency);
  return (
    <Notice
      tone={balanceCents <= 0 ? 'danger' : 'warning'}
      role="alert"
      title={balanceCents <= 0 ? t`The balance is used up` : t`The balance is low`}
    >
      <p>
        {remaining > 0
          ? t`The balance is ${balance}, below the warning level of ${threshold}. The rest of this month is projected to cost about ${rest}.`
          : t`The balance is ${balance}, below the warning level of ${threshold}.`}
      </p>
      <p className="mt-1">
        <Trans>
          When it reaches zero the account is locked: every API key, including this one, stops
          working and is answered <code>401 invalid_token</code> — the same answer as a wrong key —
          until funds are added in the service’s own web console. This console cannot reconnect a
          locked account, so add funds before that happens.
        </Trans>
      </p>
    </Notice>
  );
}
