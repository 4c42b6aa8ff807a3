import { createFileRoute } from '@tanstack/react-router';
import { RecentActivity } from '@/features/attention/components/recent-activity';
import { EndpointPage } from '@/features/webhooks/components/endpoint-page';
import { deliveriesQuery, endpointQuery } from '@/features/webhooks/queries';

export const Route = createFileRoute('/_app/webhooks/$endpointId')({
  loader: async ({ context: { queryClient }, params: { endpointId } }) => {
    // The log loads alongside but does not hold the page: a failure shows in its own section.
    void queryClient.prefetchQuery(deliveriesQuery(endpointId));
    await queryClient.ensureQueryData(endpointQuery(endpointId));
  },
  component: function EndpointRoute() {
    const { endpointId } = Route.useParams();
    return (
      <>
        <EndpointPage endpointId={endpointId} />
        <RecentActivity type="webhook" id={endpointId} />
      </>
    );
  },
});
