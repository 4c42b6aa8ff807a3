import { createFileRoute } from '@tanstack/react-router';
import { AlertPoliciesPage } from '@/features/alerts/components/alert-policies-page';
import { alertPoliciesQuery } from '@/features/alerts/queries';

export const Route = createFileRoute('/_app/alerts/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(alertPoliciesQuery),
  component: AlertPoliciesPage,
});
