import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCents } from '@/lib/format';
import { walletSummaryQuery } from '../queries';
import { footerLinkClass, Placeholder, StatSkeleton, StatValue, statLinkClass, Tile } from './tile';

/** Spent and projected, two columns; `null` values show placeholders while the summary loads. */
function Spend({ spent, projected }: { spent: ReactNode; projected: ReactNode }) {
  return (
    <dl className="mt-1 grid grid-cols-2 gap-2 px-2 text-sm">
      <div>
        <dt className="text-muted">Spent this month</dt>
        <dd className="font-medium tabular-nums" data-testid={spent === null ? undefined : 'wallet-mtd'}>
          {spent ?? <Placeholder className="w-16" />}
        </dd>
      </div>
      <div>
        <dt className="text-muted">Projected for the month</dt>
        <dd className="font-medium tabular-nums">{projected ?? <Placeholder className="w-16" />}</dd>
      </div>
    </dl>
  );
}

// Two lines are always kept for the low-balance line, so the tile is as tall whether it shows or
// not (the full explanation is on the wallet page).
const WARNING_LINE = 'mt-2 min-h-10 px-2 text-sm';

export function WalletTile() {
  const query = useQuery(walletSummaryQuery);
  return (
    <Tile
      title="Wallet"
      query={query}
      skeleton={
        <>
          <StatSkeleton label="balance" />
          <Spend spent={null} projected={null} />
          <div className={WARNING_LINE} />
        </>
      }
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
            <Spend
              spent={formatCents(summary.monthToDateSpendCents, summary.currency)}
              projected={formatCents(summary.projectedMonthSpendCents, summary.currency)}
            />
            <div className={WARNING_LINE}>
              {low ? (
                <p role="status" className="text-warning">
                  <strong>Low balance</strong>: below the {formatCents(summary.lowBalanceThresholdCents, summary.currency)} warning level.
                  At zero every key stops working.
                </p>
              ) : null}
            </div>
          </>
        );
      }}
    </Tile>
  );
}
