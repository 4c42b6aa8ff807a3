import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RouteAnnouncer } from '@/components/layout/route-announcer';
import { UndoWindowSlot, watchUndoWindow } from '@/components/write/undo-window/watch';

// Above the routes: a delete's window keeps counting across pages and after sign-out says what it cancelled.
watchUndoWindow();

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <Outlet />
      <UndoWindowSlot />
      {/* In the entry, not loaded after it: a page change by keyboard straight after the first
          view must be announced and must not lose the focus either. */}
      <RouteAnnouncer />
    </>
  ),
});
