import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DetailList } from '@/components/table/detail-list';
import { InstanceLink } from '@/components/table/instance-link';
import { StatusBadge } from '@/components/table/status-badge';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel, knownLabel } from '@/components/ui/enum-label';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format';
import { formatGb, STATUS_LABEL, STATUS_TONE, TYPE_LABEL } from '../format';
import { backupCall, backupQuery } from '../queries';
import { BackupActions } from './backup-actions';
import { UserText } from '@/components/ui/user-text';

const route = getRouteApi('/_app/backups/$backupId');
const link = 'text-accent underline-offset-2 hover:underline';

export function BackupDetailPage() {
  const { backupId } = route.useParams();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error.
  const { data: backup } = useSuspenseQuery(backupQuery(backupId));
  return (
    <>
      <BackLink to="/backups" label="Backups" />
      <PageHeader
        title={`Backup of ${backup.instanceName}`}
        description={`${knownLabel(TYPE_LABEL, backup.type) ?? backup.type} backup taken ${formatDateTime(backup.createdAt)}.`}
        actions={<BackupActions backup={backup} />}
        request={backupCall(backup.id)}
      />
      <DetailList
        label="Backup details"
        items={[
          { term: 'ID', value: <CopyText value={backup.id} label="backup ID" /> },
          { term: 'Status', value: <StatusBadge label={<EnumLabel labels={STATUS_LABEL} value={backup.status} />} tone={STATUS_TONE[backup.status]} /> },
          {
            term: 'Type',
            value: backup.type === 'auto' ? 'Automatic — taken and rotated by the schedule; it cannot be deleted.' : 'Manual — kept until you delete it.',
          },
          { term: 'Taken', value: formatDateTime(backup.createdAt) },
          { term: 'Size', value: formatGb(backup.sizeGb) },
          {
            term: 'Instance',
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <InstanceLink instanceId={backup.instanceId} name={backup.instanceName} />
                <CopyText value={backup.instanceId} label="instance ID" />
              </span>
            ),
          },
          {
            term: 'Backup server',
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <CopyText value={backup.serverId} label="backup server ID" />
                <Link to="/backups/servers" search={{ q: backup.serverId }} className={link}>
                  View server
                </Link>
              </span>
            ),
          },
        ]}
      />
      <p className="mt-4 text-sm">
        <Link to="/backups" search={{ q: backup.instanceId }} className={link}>
          All backups of <UserText>{backup.instanceName}</UserText>
        </Link>
      </p>
    </>
  );
}
