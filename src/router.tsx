import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { RouteError } from '@/components/layout/route-error';
import { RoutePending } from '@/components/layout/route-pending';
import { firstViewResolved } from '@/lib/code-loading/when-idle';

// After the first load: a page whose data comes within 150 ms shows at once, without its pending
// view; one that shows the pending view keeps it at least 500 ms rather than flash it.
const PENDING_MS = 150;
const PENDING_MIN_MS = 500;

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // The page's heading comes first, before any of its data (see RoutePending).
    defaultPendingComponent: RoutePending,
    // The first load paints the shell and the page's heading as soon as the entry has run, while
    // the page's code and data are still on their way (on a slow phone network that is a second or
    // more), and the page replaces them the moment it is ready. Page changes after it are above.
    // Not 0: the layout's guard must have passed first, so that the pending view is the page's,
    // inside the shell (whose top bar shows a rate-limit pause), not the whole layout's.
    defaultPendingMs: 16,
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    // An address no page has is a page of its own inside the shell (src/routes/_app/$.tsx).
    scrollRestoration: true,
  });
  const afterFirstLoad = router.subscribe('onResolved', () => {
    afterFirstLoad();
    router.options.defaultPendingMs = PENDING_MS;
    router.options.defaultPendingMinMs = PENDING_MIN_MS;
    firstViewResolved(queryClient);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
