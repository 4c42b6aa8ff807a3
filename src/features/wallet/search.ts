import { enumParam, monthParam, paginatedSearchSchema } from '@/lib/url-search/search';
import type { components } from '@/api/schema.gen';
import type { SearchOutput } from '@/lib/url-search/params';

type Schemas = components['schemas'];

export const TRANSACTION_TYPES = [
  'credit',
  'debit',
] as const satisfies readonly Schemas['TransactionType'][];
export const TRANSACTION_CATEGORIES = [
  'topup',
  'usage',
  'refund',
  'adjustment',
] as const satisfies readonly Schemas['TransactionCategory'][];

/** ?type, ?category, ?month (YYYY-MM) plus page, size and q; a bad value is reset, never sent. */
export const transactionsSearchSchema = paginatedSearchSchema({
  type: enumParam(TRANSACTION_TYPES),
  category: enumParam(TRANSACTION_CATEGORIES),
  month: monthParam,
});

export type TransactionsSearch = SearchOutput<typeof transactionsSearchSchema>;
