import type { QueryClient } from '@tanstack/react-query';
import { readKey, type CachedRead } from './call-query';

/** How long a forgotten query outlives its last observer: the navigation away has settled by then. */
export const FORGET_AFTER_MS = 1000;

/**
 * Drops a deleted resource's cached read once nothing shows it any more. Deleting from the
 * resource's own page, that page stays mounted until the navigation away has loaded, and React may
 * attach it again for a moment while the next page suspends: removing or invalidating its query
 * made it read the resource again on the way out, a 404 for nothing and a request of the address's
 * 100 a minute. So a shown query is kept, counted as just read (a page open for longer than its
 * stale time would otherwise read it on that re-attach), and removed once no observer has held it
 * for FORGET_AFTER_MS, so that coming back finds no copy of the deleted resource.
 */
export function forgetRead(queryClient: QueryClient, read: CachedRead): void {
  const queryKey = readKey(read);
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query) return;
  if (query.getObserversCount() === 0) return cache.remove(query);
  queryClient.setQueryData(queryKey, (data: unknown) => data);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'observerAdded') clearTimeout(timer);
    if (event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (query.getObserversCount() > 0) return;
      stop();
      cache.remove(query);
    }, FORGET_AFTER_MS);
  });
}
