import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '@/api/session/session';
import { identityQuery } from '@/api/identity/identity';

/**
 * Starts the first view's requests as soon as the session is known, before config.json has been
 * read and before React has rendered anything: they run in parallel with the rest of start-up
 * instead of after it. The requests are the pages' own (same query options, so the mounted
 * queries find them in flight) and go through the request governor like every other request.
 * Each page's own first requests start with its route loader, which arrives with the page's chunk
 * (preloaded by index.html in parallel with the entry, see scripts/route-preload.ts).
 */
export function prefetchFirstView(queryClient: QueryClient): void {
  if (!getSession()) return;
  // The top bar on every page: which account and key this is (kept with the session, so asked for
  // only when that is missing or old).
  void queryClient.prefetchQuery(identityQuery(queryClient));
}
