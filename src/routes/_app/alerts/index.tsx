import { createFileRoute } from '@tanstack/react-router';
import { AlertPoliciesPage } from '@/features/monitoring-alerts/components/alert-policies-page';
import { alertPoliciesQuery } from '@/features/monitoring-alerts/queries';

export const Route = createFileRoute('/_app/alerts/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(alertPoliciesQuery),
  component: AlertPoliciesPage,
});
