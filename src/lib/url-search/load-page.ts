/**
 * Loader helper for table routes. On entering the route (and on hover preload) the loader waits for
 * the page, so the first paint has rows. When only the search changes (`cause: 'stay'`: next page,
 * a filter) it waits for nothing, not even the live document's bounds: past the router's pending
 * time its pending view would take the page, and with it the search box someone is typing in. The
 * page's `useQuery(..., placeholderData: keepPreviousData)` keeps the previous rows on screen, busy,
 * and `usePaginatedList` holds a search the bounds may refuse until they are known.
 *
 *   loader: ({ context: { queryClient }, deps, cause }) =>
 *     loadPage(queryClient, liveSearch('/backups', deps, read).then(backupsQuery), cause),
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export function loadPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  /** The page's query, or the promise of it once its search is held to the bounds (live-bounds.ts). */
  options:
    | EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>
    | Promise<EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<TData> | undefined {
  if (cause === 'stay') {
    void Promise.resolve(options).then((ready) => queryClient.prefetchQuery(ready));
    return undefined;
  }
  return Promise.resolve(options).then((ready) => queryClient.ensureQueryData(ready));
}
