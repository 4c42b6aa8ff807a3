import { createFileRoute } from '@tanstack/react-router';
import { RecentActivity } from '@/features/attention/components/recent-activity';
import { volumeQuery } from '@/features/volumes/queries';
import { VolumeDetailPage } from '@/features/volumes/components/volume-detail-page';

export const Route = createFileRoute('/_app/volumes/$volumeId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(volumeQuery(params.volumeId)),
  component: VolumeRoute,
});

function VolumeRoute() {
  const { volumeId } = Route.useParams();
  return (
    <>
      <VolumeDetailPage />
      <RecentActivity type="volume" id={volumeId} />
    </>
  );
}
