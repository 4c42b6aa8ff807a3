import { createFileRoute } from '@tanstack/react-router';
import { ExplorerRoute } from '@/features/explorer/components/explorer-route';

// One route for the list and an operation (?op=): the route tree and the route-preload table are
// in every page's first load, so the explorer takes one entry there. No validateSearch for the same
// reason: its search (q, op, v, body) is read in its own chunk (docs/explorer.md).
export const Route = createFileRoute('/_app/explorer')({
  component: ExplorerRoute,
});
