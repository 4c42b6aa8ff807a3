import { enumParam, wholeSetSearchSchema } from '@/lib/url-search/search';
import { booleanParam, searchSchema, type SearchInput } from '@/lib/url-search/params';

export const METRICS_RANGES = ['1h', '24h', '7d', '30d'] as const;

/** Detail page search: the metrics range and whether times are shown in UTC. Bad values fall back. */
export const instanceDetailSearchSchema = searchSchema({
  range: enumParam(METRICS_RANGES),
  utc: booleanParam,
});

export const DEFAULT_RANGE = '24h' as const;

export const INSTANCE_SORT_IDS = [
  'name',
  'status',
  'ipAddress',
  'planId',
  'regionId',
  'createdAt',
] as const;
export const INSTANCE_STATUSES = [
  'provisioning',
  'running',
  'stopped',
  'error',
  'destroyed',
] as const;

/** The list page: `q` filters in the browser, `sort` a column, `status` one status. */
export const instancesSearchSchema = wholeSetSearchSchema(INSTANCE_SORT_IDS, {
  status: enumParam(INSTANCE_STATUSES),
});

export type InstancesSearchInput = SearchInput<typeof instancesSearchSchema>;
