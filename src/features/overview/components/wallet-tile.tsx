import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Notice } from '@/components/ui/notice';
import { formatCents } from '@/lib/format';
import { walletSummaryQuery } from '../queries';
import { footerLinkClass, StatValue, statLinkClass, Tile } from './tile';

export function WalletTile() {
  const query = useQuery(walletSummaryQuery);
  return (
    <Tile
      title="Wallet"
      query={query}
      footer={
        <Link to="/wallet" className={footerLinkClass}>
          Open the wallet
        </Link>
      }
    >
      {(summary) => {
        const low = summary.balanceCents < summary.lowBalanceThresholdCents;
        return (
          <>
            <Link to="/wallet" className={statLinkClass} data-testid="wallet-balance">
              <StatValue value={formatCents(summary.balanceCents, summary.currency)} label="balance" tone={low ? 'warning' : undefined} />
            </Link>
            <dl className="mt-1 grid grid-cols-2 gap-2 px-2 text-sm">
              <div>
                <dt className="text-muted">Spent this month</dt>
                <dd className="font-medium tabular-nums" data-testid="wallet-mtd">
                  {formatCents(summary.monthToDateSpendCents, summary.currency)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Projected for the month</dt>
                <dd className="font-medium tabular-nums">{formatCents(summary.projectedMonthSpendCents, summary.currency)}</dd>
              </div>
            </dl>
            {low ? (
              <Notice tone="warning" title="Low balance" className="mt-3" role="status">
                The balance is below the {formatCents(summary.lowBalanceThresholdCents, summary.currency)} warning level. At zero the
                account is suspended and every key stops working; add funds to keep servers running.
              </Notice>
            ) : null}
          </>
        );
      }}
    </Tile>
  );
}
