import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '@/features/overview/components/overview-page';

// No loader on purpose: each tile fetches and fails on its own, so one slow or failing source
// never holds back or replaces the whole page.
export const Route = createFileRoute('/_app/')({
  component: OverviewPage,
});
