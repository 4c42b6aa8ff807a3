import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RouteAnnouncer } from '@/components/layout/route-announcer';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <Outlet />
      {/* In the entry, not loaded after it: a page change by keyboard straight after the first
          view must be announced and must not lose the focus either. */}
      <RouteAnnouncer />
    </>
  ),
});
