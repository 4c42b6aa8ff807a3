import type { QueryClient } from '@tanstack/react-query';
import { apiKeysQuery } from '@/api/queries/api-keys';
import { backupsQuery } from '@/features/backups/queries';
import { instancesQuery } from '@/api/queries/instances';
import { ticketsQuery } from '@/features/tickets/queries';
import { walletSummaryQuery } from '@/features/wallet/queries';
import { endpointsQuery } from '@/features/webhooks/queries';

/*
 * The overview's data sources, one request each (docs/overview.md). All of them come from the
 * owning features' factories, so the pages the tiles link to reuse the answers while fresh.
 */
export { apiKeysQuery, endpointsQuery, instancesQuery, walletSummaryQuery };

/** Only the stats are needed: one row is the least the contract allows (limit 1 to 100). */
export const ticketStatsQuery = ticketsQuery({ limit: 1, offset: 0 });

/**
 * The contract has no date filter on backups, so "the last day" is read from the page the backups
 * list shows first (newest first, 25 rows: the same key, so the page reuses it). See docs/overview.md.
 */
export const recentBackupsQuery = backupsQuery({ limit: 25, offset: 0 });

/** Starts every tile's request with the tiles' own options, from the route's loader. */
export function prefetchOverview(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(instancesQuery);
  void queryClient.prefetchQuery(walletSummaryQuery);
  void queryClient.prefetchQuery(ticketStatsQuery);
  void queryClient.prefetchQuery(endpointsQuery);
  void queryClient.prefetchQuery(apiKeysQuery);
  void queryClient.prefetchQuery(recentBackupsQuery);
}
