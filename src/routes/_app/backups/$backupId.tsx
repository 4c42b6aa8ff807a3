import { createFileRoute } from '@tanstack/react-router';
import { RecentActivity } from '@/features/attention/components/recent-activity';
import { backupQuery } from '@/features/backups/queries';
import { BackupDetailPage } from '@/features/backups/components/backup-detail-page';

export const Route = createFileRoute('/_app/backups/$backupId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(backupQuery(params.backupId)),
  component: BackupRoute,
});

function BackupRoute() {
  const { backupId } = Route.useParams();
  return (
    <>
      <BackupDetailPage />
      <RecentActivity type="backup" id={backupId} />
    </>
  );
}
