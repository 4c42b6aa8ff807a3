import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import { BACKGROUND } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { queryParams } from '@/lib/url-search/search';
import type { TransactionsSearch } from './search';

export type WalletSummary = components['schemas']['WalletSummary'];
export type MonthSpend = components['schemas']['MonthSpend'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type Transaction = components['schemas']['Transaction'];

export const walletSummaryCall = apiCall('get', '/wallet/summary');
export const walletSummaryQuery = callQuery(walletSummaryCall);

export const paymentMethodsCall = apiCall('get', '/wallet/payment-methods');

/** The same summary for the shell's runway warning: background work, read again every 5 minutes at most. */
export const walletRunwayQuery = queryOptions({
  ...callQuery(walletSummaryCall, { headers: BACKGROUND }),
  staleTime: 5 * 60_000,
});

/** A payment call (15 per minute): asked for only when the add-funds form opens, and kept a while. */
export const paymentMethodsQuery = queryOptions({
  ...callQuery(paymentMethodsCall),
  staleTime: 5 * 60_000,
  // A 429 here would only burn more of the payment budget if retried.
  retry: false,
});

/** The page's request, sent by the query and shown by "Show the request". */
export const transactionsCall = (search: TransactionsSearch) =>
  apiCall('get', '/wallet/transactions', { params: { query: queryParams(search) } });

/** One page of transactions for the validated search; the key is the call (only the API's params). */
export const transactionsQuery = (search: TransactionsSearch) =>
  callQuery(transactionsCall(search));
