import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import type { components } from '@/api/schema.gen';

/** A server, as every page and picker shows it. */
export type Instance = components['schemas']['Instance'];
type MetricsRange = components['schemas']['MetricsHistory']['range'];

/**
 * The instance list is read by shared code (instance links and pickers) as well as by several
 * features (instances, tickets, alert policies, overview, palette), so its one definition lives here.
 * The instances feature keeps the detail and metrics queries that use the same keys.
 */
export const instanceKeys = {
  all: ['instances'] as const,
  list: () => ['instances', 'list'] as const,
  detail: (id: string) => ['instances', 'detail', id] as const,
  metrics: (id: string, range: MetricsRange) => ['instances', 'metrics', id, range] as const,
};

export const instancesCall = apiCall('get', '/instances');

export const instancesListQuery = queryOptions({
  queryKey: instanceKeys.list(),
  queryFn: ({ signal }) => send(instancesCall, { signal }),
});
