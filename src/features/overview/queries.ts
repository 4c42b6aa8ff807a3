import { backupsQuery } from '@/features/backups/queries';
import { ticketsListQuery } from '@/features/tickets/queries';

/*
 * The overview's data sources, one request each (docs/overview.md). All of them come from the
 * owning features' factories, so the pages the tiles link to reuse the answers while fresh.
 */
export { instancesListQuery } from '@/api/queries/instances';
export { apiKeysQuery } from '@/features/api-keys/queries';
export { walletSummaryQuery } from '@/features/wallet/queries';
export { endpointsQuery as webhookEndpointsQuery } from '@/features/webhooks/queries';

/** Only the stats are needed: one row is the least the contract allows (limit 1 to 100). */
export const ticketStatsQuery = ticketsListQuery({ limit: 1, offset: 0 });

/**
 * The contract has no date filter on backups, so "the last day" is read from the page the backups
 * list shows first (newest first, 25 rows: the same key, so the page reuses it). See docs/overview.md.
 */
export const recentBackupsQuery = backupsQuery({ limit: 25, offset: 0 });
