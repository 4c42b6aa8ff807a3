import { createFileRoute } from '@tanstack/react-router';
import { ExplorerRoute } from '@/features/explorer/components/explorer-route';

// One route for the list and an operation (?op=): the route tree and the route-preload table are
// in every page's first load, so the explorer takes one entry there. For the same reason the route
// only declares its search's type: `q`, `op`, `view` and an open operation's fields by name, each
// value checked where the explorer's own chunk reads it (explorer-route.tsx, operation-page.tsx;
// docs/explorer.md).
export const Route = createFileRoute('/_app/explorer')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  component: ExplorerRoute,
});
