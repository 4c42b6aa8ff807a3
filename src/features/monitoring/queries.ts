import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import type { components } from '@/api/schema.gen';
import { queryParams } from '@/lib/url-search/search';
import type { MonitoringSearch } from './search';

export type MonitoredServer = components['schemas']['MonitoredServer'];
export type ServerStatus = components['schemas']['InstanceStatus'];

export const monitoredServersCall = (search: MonitoringSearch) =>
  apiCall('get', '/monitoring/servers', { params: { query: queryParams(search) } });

export const monitoredServersQuery = (search: MonitoringSearch) =>
  callQuery(monitoredServersCall(search));

/** Counts by status from the list without the status filter (stats are over the filtered set). */
export function statusCountsQuery(search: MonitoringSearch) {
  return monitoredServersQuery({ ...search, status: undefined, offset: 0 });
}
