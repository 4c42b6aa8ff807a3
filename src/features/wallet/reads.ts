// The wallet page's panels, each checked for what it reads (docs/drift.md). Apart from queries.ts:
// the shell's runway warning reads the same summary and must not load zod with the first view.
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { paginatedList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { WalletSummary } from './queries';

const text = z.string();
const count = z.number();

const walletCardsReads: PanelReads = {
  id: 'wallet.cards',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: msg`Wallet`,
  panel: msg`the balance and spend figures`,
  schema: z.object({
    balanceCents: count,
    currency: text,
    monthToDateSpendCents: count,
    projectedMonthSpendCents: count,
    lowBalanceThresholdCents: count,
  }),
};

const walletSpendReads: PanelReads = {
  id: 'wallet.spend',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: msg`Wallet`,
  panel: msg`the spend chart`,
  schema: z.object({
    currency: text,
    months: z.array(
      z.object({
        month: text,
        totalCents: count,
        byService: z.object({ compute: count, storage: count, network: count, backups: count }),
      }),
    ),
  }),
};

const walletRunwayReads: PanelReads = {
  id: 'wallet.runway',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: msg`Wallet`,
  panel: msg`the runway (when the balance runs out)`,
  schema: z.object({
    balanceCents: count,
    currency: text,
    monthToDateSpendCents: count,
    months: z.array(z.object({ totalCents: count })),
  }),
};

const transactionListReads: PanelReads = {
  id: 'wallet.transactions',
  operation: 'GET /wallet/transactions',
  page: '/wallet',
  pageLabel: msg`Wallet`,
  panel: msg`the transactions table`,
  schema: paginatedList(
    z.object({
      id: text,
      type: text,
      category: text,
      amountCents: count,
      currency: text,
      description: text,
      createdAt: text,
    }),
  ),
};

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [
  walletCardsReads,
  walletSpendReads,
  walletRunwayReads,
  transactionListReads,
];

export const selectWalletCards = selectReads<WalletSummary>(walletCardsReads);
export const selectWalletSpend = selectReads<WalletSummary>(walletSpendReads);
export const selectWalletRunway = selectReads<WalletSummary>(walletRunwayReads);
export const selectTransactionList = selectReads<unknown>(transactionListReads);
