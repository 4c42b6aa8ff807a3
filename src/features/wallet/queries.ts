import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { BACKGROUND } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { FetchPage } from '@/api/fetch-all-pages';
import { pageQuery } from '@/lib/url-search/page-params';
import type { TransactionsSearch } from './search';

export type WalletSummary = components['schemas']['WalletSummary'];
export type MonthSpend = components['schemas']['MonthSpend'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type Transaction = components['schemas']['Transaction'];

export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => ['wallet', 'summary'] as const,
  paymentMethods: () => ['wallet', 'payment-methods'] as const,
  transactionLists: () => ['wallet', 'transactions'] as const,
  transactions: (search: TransactionsSearch) => ['wallet', 'transactions', pageQuery(search)] as const,
};

export const walletSummaryCall = apiCall('get', '/wallet/summary');
export const walletSummaryQuery = queryOptions({
  queryKey: walletKeys.summary(),
  queryFn: ({ signal }) => send(walletSummaryCall, { signal }),
});

export const paymentMethodsCall = apiCall('get', '/wallet/payment-methods');

/** The same summary for the shell's runway warning: background work, read again every 5 minutes at most. */
export const walletRunwayQuery = queryOptions({
  ...walletSummaryQuery,
  queryFn: () => send(walletSummaryCall, { headers: BACKGROUND }),
  staleTime: 5 * 60_000,
});

/** A payment call (15 per minute): asked for only when the add-funds form opens, and kept a while. */
export const paymentMethodsQuery = queryOptions({
  queryKey: walletKeys.paymentMethods(),
  queryFn: () => send(paymentMethodsCall),
  staleTime: 5 * 60_000,
  // A 429 here would only burn more of the payment budget if retried.
  retry: false,
});

/** The page's request, sent by the query and shown by "Show the request". */
export const transactionsCall = (search: TransactionsSearch) => apiCall('get', '/wallet/transactions', { params: { query: pageQuery(search) } });

/** One page of transactions for the validated search; the key holds only the API's params. */
export function transactionsQuery(search: TransactionsSearch) {
  const call = transactionsCall(search);
  return queryOptions({
    queryKey: walletKeys.transactions(search),
    queryFn: ({ signal }) => send(call, { signal }),
  });
}

/** Pages of the same filtered set for Export CSV, as background work for the governor. */
export function exportTransactionsPage(search: TransactionsSearch): FetchPage<Transaction> {
  const { limit: _limit, offset: _offset, ...filters } = pageQuery(search);
  return ({ limit, offset, signal }) =>
    send(apiCall('get', '/wallet/transactions', { params: { query: { ...filters, limit, offset } } }), { headers: BACKGROUND, signal });
}
