/**
 * Loader helper for table routes. On entering the route (and on hover preload) the loader waits for
 * the page, so the first paint has rows. When only the search changes (`cause: 'stay'`: next page,
 * a filter) it does not wait: the page's `useQuery(..., placeholderData: keepPreviousData)` keeps
 * the previous rows on screen, busy, instead of the router's pending screen.
 *
 *   loader: ({ context: { queryClient }, deps, cause }) => loadPage(queryClient, backupsQuery(deps), cause),
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export function loadPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<TData> | undefined {
  if (cause === 'stay') {
    void queryClient.prefetchQuery(options);
    return undefined;
  }
  return queryClient.ensureQueryData(options);
}
