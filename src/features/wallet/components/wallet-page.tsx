import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { formatCents } from '@/lib/format';
import { walletSummaryCall, walletSummaryQuery, type Transaction } from '../queries';
import { AddFunds } from './add-funds';
import { LowBalanceWarning } from './low-balance-warning';
import { RunwayPanel } from './runway-panel';
import { SpendSection } from './spend-section';
import { SummaryCards } from './summary-cards';

/** `transactions` renders the table section with the wallet's currency (the route wires its search). */
export function WalletPage({ transactions }: { transactions: (currency: string) => ReactNode }) {
  const { t } = useLingui();
  const { data: summary } = useSuspenseQuery(walletSummaryQuery);
  const [added, setAdded] = useState<Transaction>();
  return (
    <>
      <PageHeader
        title={t`Wallet`}
        description={t`Balance, spend and transactions.`}
        actions={<AddFunds currency={summary.currency} onAdded={setAdded} />}
        request={walletSummaryCall}
      />
      <div className="flex flex-col gap-4">
        {added ? (
          <Notice tone="success" title={t`Funds added`}>
            <AddedFunds tx={added} />
          </Notice>
        ) : null}
        <LowBalanceWarning summary={summary} />
        <SummaryCards summary={summary} />
        <RunwayPanel summary={summary} />
        <SpendSection summary={summary} />
        {transactions(summary.currency)}
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
