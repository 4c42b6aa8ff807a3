import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { formatCents } from '@/lib/format';
import { walletSummaryCall, walletSummaryQuery, type Transaction } from '../queries';
import { selectWalletCards, selectWalletRunway, selectWalletSpend } from '../reads';
import { AddFunds } from './add-funds';
import { LowBalanceWarning } from './low-balance-warning';
import { RunwayPanel } from './runway-panel';
import { SpendSection } from './spend-section';
import { SummaryCards } from './summary-cards';

/** `transactions` renders the table section with the wallet's currency (the route wires its search). */
export function WalletPage({ transactions }: { transactions: (currency: string) => ReactNode }) {
  const { t } = useLingui();
  // One answer, three panels, each checked for what it reads: a summary without `months` loses the
  // chart, not the balance or the transactions.
  const { data: cards } = useSuspenseQuery({ ...walletSummaryQuery, select: selectWalletCards });
  const { data: spend } = useSuspenseQuery({ ...walletSummaryQuery, select: selectWalletSpend });
  const { data: runway } = useSuspenseQuery({ ...walletSummaryQuery, select: selectWalletRunway });
  const currency = cards.ok
    ? cards.data.currency
    : spend.ok
      ? spend.data.currency
      : runway.ok
        ? runway.data.currency
        : undefined;
  const [added, setAdded] = useState<Transaction>();
  return (
    <>
      <PageHeader
        title={t`Wallet`}
        description={t`Balance, spend and transactions.`}
        actions={
          currency === undefined ? undefined : <AddFunds currency={currency} onAdded={setAdded} />
        }
        request={walletSummaryCall}
      />
      <div className="flex flex-col gap-4">
        {added ? (
          <Notice tone="success" title={t`Funds added`}>
            <AddedFunds tx={added} />
          </Notice>
        ) : null}
        {cards.ok ? (
          <>
            <LowBalanceWarning summary={cards.data} />
            <SummaryCards summary={cards.data} />
          </>
        ) : (
          <ReadDriftNotice read={cards} />
        )}
        {runway.ok ? <RunwayPanel summary={runway.data} /> : <ReadDriftNotice read={runway} />}
        {spend.ok ? <SpendSection summary={spend.data} /> : <ReadDriftNotice read={spend} />}
        {transactions(currency ?? '')}
      </div>
    </>
  );
}

function AddedFunds({ tx }: { tx: Transaction }) {
  const { t } = useLingui();
  const amount = formatCents(tx.amountCents, tx.currency);
  const description = tx.description;
  return <>{t`${amount} was added to the wallet: ${description}.`}</>;
}
