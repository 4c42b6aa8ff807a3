import { createFileRoute } from '@tanstack/react-router';
import { backupQuery } from '@/features/backups/queries';
import { BackupDetailPage } from '@/features/backups/components/backup-detail-page';

export const Route = createFileRoute('/_app/backups/$backupId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(backupQuery(params.backupId)),
  component: BackupDetailPage,
});
