import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCents } from '@/lib/format';
import { walletSummaryQuery } from '../queries';
import {
  footerLinkClass,
  Placeholder,
  StatSkeleton,
  StatValue,
  statLinkClass,
  Tile,
  TileDrift,
} from './tile';

/** Spent and projected, two columns; `null` values show placeholders while the summary loads. */
function Spend({ spent, projected }: { spent: ReactNode; projected: ReactNode }) {
  const { t } = useLingui();
  return (
    <dl className="mt-1 grid grid-cols-2 gap-2 px-2 text-sm">
      <div>
        <dt className="text-muted">{t`Spent this month`}</dt>
        <dd
          className="font-medium tabular-nums"
          data-testid={spent === null ? undefined : 'wallet-mtd'}
        >
          {spent ?? <Placeholder className="w-16" />}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t`Projected for the month`}</dt>
        <dd className="font-medium tabular-nums">
          {projected ?? <Placeholder className="w-16" />}
        </dd>
      </div>
    </dl>
  );
}

// Two lines are always kept for the low-balance line, so the tile is as tall whether it shows or
// not (the full explanation is on the wallet page).
const WARNING_LINE = 'mt-2 min-h-10 px-2 text-sm';

export function WalletTile() {
  const { t } = useLingui();
  const query = useQuery(walletSummaryQuery);
  const balanceLabel = t`balance`;
  return (
    <Tile
      title={t`Wallet`}
      loadingLabel={t`Loading wallet…`}
      query={query}
      skeleton={
        <>
          <StatSkeleton label={balanceLabel} />
          <Spend spent={null} projected={null} />
          <div className={WARNING_LINE} />
        </>
      }
      footer={
        <Link to="/wallet" className={footerLinkClass}>
          {t`Open the wallet`}
        </Link>
      }
    >
      {(summary) => {
        // The first view carries no validator (docs/drift.md): a summary without a figure or the
        // currency this tile reads is said, not shown as "—" or in dollars by default.
        const figures = [
          summary.balanceCents,
          summary.lowBalanceThresholdCents,
          summary.monthToDateSpendCents,
          summary.projectedMonthSpendCents,
        ];
        if (typeof summary.currency !== 'string' || !figures.every(Number.isFinite))
          return <TileDrift path="/wallet/summary" />;
        const low = summary.balanceCents < summary.lowBalanceThresholdCents;
        const threshold = formatCents(summary.lowBalanceThresholdCents, summary.currency);
        return (
          <>
            <Link to="/wallet" className={statLinkClass} data-testid="wallet-balance">
              <StatValue
                value={formatCents(summary.balanceCents, summary.currency)}
                label={balanceLabel}
                tone={low ? 'warning' : undefined}
              />
            </Link>
            <Spend
              spent={formatCents(summary.monthToDateSpendCents, summary.currency)}
              projected={formatCents(summary.projectedMonthSpendCents, summary.currency)}
            />
            <div className={WARNING_LINE}>
              {low ? (
                <p role="status" className="text-warning">
                  <Trans>
                    <strong>Low balance</strong>: below the {threshold} warning level. At zero every
                    key stops working.
                  </Trans>
                </p>
              ) : null}
            </div>
          </>
        );
      }}
    </Tile>
  );
}
