import { createFileRoute } from '@tanstack/react-router';
import { RecentActivity } from '@/features/attention/components/recent-activity';
import { reservedIpQuery } from '@/features/reserved-ips/queries';
import { ReservedIpDetailPage } from '@/features/reserved-ips/components/reserved-ip-detail-page';

export const Route = createFileRoute('/_app/reserved-ips/$reservedIpId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(reservedIpQuery(params.reservedIpId)),
  component: ReservedIpRoute,
});

function ReservedIpRoute() {
  const { reservedIpId } = Route.useParams();
  return (
    <>
      <ReservedIpDetailPage />
      <RecentActivity type="reserved-ip" id={reservedIpId} />
    </>
  );
}
