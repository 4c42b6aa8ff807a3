import { createFileRoute } from '@tanstack/react-router';
import { EndpointsPage } from '@/features/webhooks/components/endpoints-page';
import { endpointsQuery, eventTypesQuery } from '@/features/webhooks/queries';

export const Route = createFileRoute('/_app/webhooks/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(endpointsQuery),
      queryClient.ensureQueryData(eventTypesQuery),
    ]),
  component: EndpointsPage,
});
