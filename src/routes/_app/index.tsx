import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '@/features/overview/components/overview-page';
import { prefetchOverview } from '@/features/overview/queries';

// The loader only starts the tiles' requests and does not wait for them: each tile fetches and fails
// on its own, so one slow or failing source never holds back or replaces the whole page.
export const Route = createFileRoute('/_app/')({
  loader: ({ context: { queryClient } }) => prefetchOverview(queryClient),
  component: OverviewPage,
});
