import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import type { components } from '@/api/schema.gen';
import { pageQuery } from '@/lib/url-search/page-params';
import type { MonitoringSearch } from './search';

export type MonitoredServer = components['schemas']['MonitoredServer'];
export type ServerStatus = components['schemas']['InstanceStatus'];

export const monitoringKeys = {
  all: ['monitoring'] as const,
  servers: (query: MonitoringSearch) => ['monitoring', 'servers', pageQuery(query)] as const,
};

export const monitoredServersCall = (search: MonitoringSearch) => apiCall('get', '/monitoring/servers', { params: { query: pageQuery(search) } });

export function monitoredServersQuery(search: MonitoringSearch) {
  return queryOptions({
    queryKey: monitoringKeys.servers(search),
    queryFn: ({ signal }) => send(monitoredServersCall(search), { signal }),
  });
}

/** Counts by status from the list without the status filter (stats are over the filtered set). */
export function statusCountsQuery(search: MonitoringSearch) {
  return monitoredServersQuery({ ...search, status: undefined, offset: 0 });
}
