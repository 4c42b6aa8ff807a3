import { enumParam, paginatedSearchSchema } from '@/lib/url-search/search';
import type { SearchOutput } from '@/lib/url-search/params';

export const SERVER_STATUSES = [
  'provisioning',
  'running',
  'stopped',
  'error',
  'destroyed',
] as const;

/** /monitoring: limit, offset, q, status. */
export const monitoringSearchSchema = paginatedSearchSchema({ status: enumParam(SERVER_STATUSES) });
export type MonitoringSearch = SearchOutput<typeof monitoringSearchSchema>;
