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
  // The address's own reads: the router preloads the page now (its chunk, preloaded by index.html
  // in parallel with the entry, see scripts/route-preload.ts, then its loader with the search the
  // address carries; pageOpening tells the loader it is the opened page's), not after React's
  // first render. The load that follows the render runs the loader again, and its reads meet
  // these in the cache (in flight or answered): nothing is asked twice. Not router.load(): the
  // first render would then find the layout still pending and show the page's pending view
  // without the shell, whose top bar shows a rate-limit pause.
  void router.preloadRoute({ to: '.', href: router.latestLocation.href });
}
