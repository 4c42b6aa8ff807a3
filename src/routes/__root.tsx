import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

// Announces page changes to screen readers: nothing to see, so it loads after the first view.
const RouteAnnouncer = lazy(() => import('@/components/layout/route-announcer').then((m) => ({ default: m.RouteAnnouncer })));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <RouteAnnouncer />
      </Suspense>
    </>
  ),
});
