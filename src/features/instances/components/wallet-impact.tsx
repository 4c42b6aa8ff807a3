import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '@/lib/wording/describe-error';
import { Notice } from '@/components/ui/notice';
import { formatCents } from '@/lib/format';
import { walletSummaryQuery } from '@/features/wallet/queries';

// Fresher than the default: the review step shows the balance just before the deploy bills it.
const REVIEW_STALE_MS = 15_000;

/** The balance now and after the first month of this server, so the cost is plain before confirming. */
export function WalletImpact({ monthlyCents }: { monthlyCents: number }) {
  const { t } = useLingui();
  const wallet = useQuery({ ...walletSummaryQuery, staleTime: REVIEW_STALE_MS });
  if (wallet.isPending)
    return (
      <p className="text-sm text-muted">
        <Trans>Reading the wallet balance…</Trans>
      </p>
    );
  if (wallet.isError) {
    const { detail, code } = describeError(wallet.error);
    return (
      <Notice tone="warning" title={t`The wallet balance could not be read`}>
        <Trans>
          {detail} (<code>{code}</code>) The deploy still bills the wallet.
        </Trans>
      </Notice>
    );
  }
  const { balanceCents, currency } = wallet.data;
  const after = balanceCents - monthlyCents;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">
          <Trans>Wallet balance now</Trans>
        </dt>
        <dd data-testid="wallet-balance">{formatCents(balanceCents, currency)}</dd>
        <dt className="text-muted">
          <Trans>Balance after the first month</Trans>
        </dt>
        <dd
          data-testid="wallet-after"
          className={after < 0 ? 'font-semibold text-danger' : 'font-semibold'}
        >
          {formatCents(after, currency)}
        </dd>
      </dl>
      {after < 0 ? (
        <Notice
          tone="danger"
          role="status"
          className="mt-2"
          title={t`The balance does not cover the first month`}
        >
          <Trans>
            Top up the wallet first: at a zero balance the account is suspended and every key stops
            working.
          </Trans>
        </Notice>
      ) : null}
    </>
  );
}
