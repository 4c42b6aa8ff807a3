// The wallet page's panels, each checked for what it reads (docs/drift.md). Apart from queries.ts:
// the shell's runway warning reads the same summary and must not load zod with the first view.
import { selectReads } from '@/api/reads/read-check';
import {
  transactionListReads,
  walletCardsReads,
  walletRunwayReads,
  walletSpendReads,
} from '@/api/reads/panels';
import type { WalletSummary } from './queries';

export const selectWalletCards = selectReads<WalletSummary>(walletCardsReads);
export const selectWalletSpend = selectReads<WalletSummary>(walletSpendReads);
export const selectWalletRunway = selectReads<WalletSummary>(walletRunwayReads);
export const selectTransactionList = selectReads<unknown>(transactionListReads);
