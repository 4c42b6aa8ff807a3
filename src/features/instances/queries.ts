import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { BACKGROUND } from '@/api/client';
import { instancesCall } from '@/api/queries/instances';
import { callQuery, callKey } from '@/api/cache/call-query';
import { apiCall, send, type SendOptions } from '@/api/api-call';
import { storeRow } from '@/api/cache/list-cache';
import { nextWatchPoll, sameIds, watchedIds, watchPlan } from './polling';
import type { Instance, MetricsRange } from './types';

type InstanceListBody = { items: Instance[] };

export const instanceCall = (id: string) =>
  apiCall('get', '/instances/{id}', { params: { path: { id } } });

/** One instance, read when a page needs it; while it provisions, the page's watch refreshes it. */
export const instanceQuery = (id: string) => callQuery(instanceCall(id));

/** The list and each instance, for the cache helpers (list-cache.ts). */
export const instanceReads = { list: instancesCall, detail: instanceCall };

/**
 * A whole-set answer into the list and into every instance page already read. The pages read are
 * found in the cache and looked up in the answer, not the other way: a key made and hashed for
 * each of a fleet's 10,000 rows took 70 ms of the main thread at every poll of the watch.
 */
function storeList(queryClient: QueryClient, body: InstanceListBody): void {
  queryClient.setQueryData<InstanceListBody>(callKey(instancesCall), body);
  const pages = queryClient.getQueryCache().findAll({ queryKey: [instanceCall('').path] });
  if (pages.length === 0) return;
  const byId = new Map(body.items.map((instance) => [instance.id, instance]));
  for (const page of pages) {
    const id = (page.queryKey[1] as { path?: { id?: unknown } } | undefined)?.path?.id;
    const instance = typeof id === 'string' ? byId.get(id) : undefined;
    if (instance && page.state.data !== undefined)
      queryClient.setQueryData<Instance>(page.queryKey, instance);
  }
}

/**
 * Reads the watched rows the cheaper way (`watchPlan`): one `GET /instances/{id}` per row, or one
 * `GET /instances` for them all, and writes the answers everywhere they are shown. Resolves to
 * the rows still changing, as `watchedIds` gives them.
 */
export async function readWatched(
  queryClient: QueryClient,
  ids: readonly string[],
  options: SendOptions = {},
): Promise<string[]> {
  if (watchPlan(ids.length) === 'whole-set') {
    const body = await send(instancesCall, options);
    storeList(queryClient, body);
    return watchedIds(body.items);
  }
  const rows = await Promise.all(ids.map((id) => send(instanceCall(id), options)));
  for (const row of rows) storeRow(queryClient, instanceReads, row);
  return watchedIds(rows);
}

/** What a watch knows: how many polls in a row found its rows unchanged. */
export interface WatchState {
  quiet: number;
}

/** A watch is of one set of changing rows: a new set (a row done, a deploy) is a new watch. */
export const watchKey = (ids: readonly string[]) => ['instance-watch', ...ids] as const;

/**
 * The watch of the rows `ids` (sorted, from `watchedIds`): polls them in the background with
 * backoff (2 s, 4 s … 60 s) while they stay as they were, at most QUIET_POLLS times, never while
 * the tab is hidden. Its data is only the count; the answers go to the list and detail caches.
 * Kept outside the instances' paths so invalidating the instances does not poll at once.
 */
export function watchQuery(ids: readonly string[]) {
  return queryOptions({
    queryKey: watchKey(ids),
    queryFn: async ({ signal, client }): Promise<WatchState> => {
      const before = client.getQueryData<WatchState>(watchKey(ids));
      const still = await readWatched(client, ids, { signal, headers: BACKGROUND });
      return { quiet: sameIds(still, ids) ? (before?.quiet ?? 0) + 1 : 0 };
    },
    // The rows were just read by the page: the first poll is the first refresh, not a read at once.
    initialData: { quiet: 0 },
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      nextWatchPoll(query.state.data?.quiet ?? 0, query.state.status === 'error'),
    refetchIntervalInBackground: false,
    // A page left and opened again watches anew.
    gcTime: 0,
  });
}

export const metricsHistoryCall = (id: string, range: MetricsRange) =>
  apiCall('get', '/instances/{id}/metrics/history', { params: { path: { id }, query: { range } } });

export function metricsHistoryQuery(id: string, range: MetricsRange) {
  return queryOptions({
    ...callQuery(metricsHistoryCall(id, range)),
    // A history only grows at its step; a minute of staleness is invisible on these ranges.
    staleTime: 60_000,
    // The chart gains its next point as the service adds it (every minute on 1h, 5 min on 24h…),
    // while the tab is visible; the panel stops it when auto-refresh is paused.
    refetchInterval: (query) =>
      query.state.data ? Math.max(60_000, query.state.data.stepSeconds * 1000) : false,
  });
}
