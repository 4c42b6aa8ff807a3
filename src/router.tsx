import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { RouteError } from '@/components/layout/route-error';
import { RoutePending } from '@/components/layout/route-pending';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // The page's heading comes first, before any of its data (see RoutePending).
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    // Rare, and shown in place of a page that was never going to load: fetched when needed.
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/components/layout/not-found'), 'NotFound'),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
