import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '@/api/session/session';
import { identityQuery } from '@/api/identity/identity';
import type { createAppRouter } from './router';

/**
 * Starts the first view's requests as soon as the session is known, before config.json has been
 * read (when the session's address is config.json's usual one) and before React has rendered
 * anything: they run in parallel with the rest of start-up instead of after it. The requests are
 * the pages' own (same query options, so the mounted queries find them in flight or answered) and
 * go through the request governor like every other request.
 */
export function prefetchFirstView(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): void {
  if (!getSession()) return;
  // The top bar on every page: which account and key this is (kept with the session, so asked for
  // only when that is missing or old).
  void queryClient.prefetchQuery(identityQuery(queryClient));
  // The address's own reads: the router loads the page now (its chunk, preloaded by index.html
  // in parallel with the entry, see scripts/route-preload.ts, then its loader with the search the
  // address carries), not after React's first render; RouterProvider finds the load under way and
  // starts none of its own. Before this the reads waited for that render.
  void router.load();
}
