import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { BACKGROUND } from '@/api/client';
import { instanceKeys } from '@/api/queries/instances';
import { apiCall, send } from '@/api/api-call';
import { nextPollInterval, recordPollResult } from './polling';
import type { Instance, MetricsRange } from './types';

type InstanceListBody = { items: Instance[] };

export const instanceCall = (id: string) => apiCall('get', '/instances/{id}', { params: { path: { id } } });

/** Puts one instance into the list cache (new ones first) without refetching the whole list. */
export function mergeIntoList(queryClient: QueryClient, instance: Instance): void {
  queryClient.setQueryData<InstanceListBody>(instanceKeys.list(), (current) => {
    if (!current) return current;
    const known = current.items.some((item) => item.id === instance.id);
    return {
      ...current,
      items: known ? current.items.map((item) => (item.id === instance.id ? instance : item)) : [instance, ...current.items],
    };
  });
}

/** Writes a fresh instance everywhere it is shown. */
export function storeInstance(queryClient: QueryClient, instance: Instance): void {
  queryClient.setQueryData<Instance>(instanceKeys.detail(instance.id), instance);
  mergeIntoList(queryClient, instance);
}

/**
 * One instance. While it is provisioning it polls itself with backoff (2 s, 4 s, 8 s … 60 s),
 * never while the tab is hidden, and each poll is marked background for the request governor.
 * Every answer also updates the list row, so the list never has to be refetched for it.
 */
export function instanceDetailQuery(id: string) {
  return queryOptions({
    queryKey: instanceKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const known = client.getQueryData<Instance>(instanceKeys.detail(id));
      const isPoll = known?.status === 'provisioning';
      const instance = await send(instanceCall(id), { signal, headers: isPoll ? BACKGROUND : undefined });
      recordPollResult(id, instance.status);
      mergeIntoList(client, instance);
      return instance;
    },
    refetchInterval: (query) => nextPollInterval(id, query.state.data?.status, query.state.status === 'error'),
    refetchIntervalInBackground: false,
  });
}

export const metricsHistoryCall = (id: string, range: MetricsRange) => apiCall('get', '/instances/{id}/metrics/history', { params: { path: { id }, query: { range } } });

export function metricsHistoryQuery(id: string, range: MetricsRange) {
  return queryOptions({
    queryKey: instanceKeys.metrics(id, range),
    queryFn: ({ signal }) => send(metricsHistoryCall(id, range), { signal }),
    // A history only grows at its step; a minute of staleness is invisible on these ranges.
    staleTime: 60_000,
  });
}
