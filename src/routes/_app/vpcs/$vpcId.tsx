import { createFileRoute } from '@tanstack/react-router';
import { RecentActivity } from '@/features/attention/components/recent-activity';
import { vpcQuery } from '@/features/vpcs/queries';
import { VpcDetailPage } from '@/features/vpcs/components/vpc-detail-page';

export const Route = createFileRoute('/_app/vpcs/$vpcId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(vpcQuery(params.vpcId)),
  component: VpcRoute,
});

function VpcRoute() {
  const { vpcId } = Route.useParams();
  return (
    <>
      <VpcDetailPage />
      <RecentActivity type="vpc" id={vpcId} />
    </>
  );
}
