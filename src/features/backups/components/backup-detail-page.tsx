import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DetailList } from '@/components/table/detail-list';
import { InstanceLink } from '@/components/table/instance-link';
import { StatusBadge } from '@/components/table/status-badge';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { DriftedDetail } from '@/components/ui/drifted-detail';
import { formatDateTime } from '@/lib/format';
import { formatGb, STATUS_TONE, statusLabels, typeLabels } from '../format';
import { backupCall, backupQuery, type Backup } from '../queries';
import { selectBackupDetail } from '../reads';
import { BackupActions } from './backup-actions';
import { UserText } from '@/components/ui/user-text';

const route = getRouteApi('/_app/backups/$backupId');
const link = 'text-accent underline-offset-2 hover:underline';

export function BackupDetailPage() {
  const { backupId } = route.useParams();
  const { t } = useLingui();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error. What
  // the fields and actions read is checked (docs/drift.md): a drifted answer is said in their place.
  const { data: read } = useSuspenseQuery({ ...backupQuery(backupId), select: selectBackupDetail });
  if (!read.ok) {
    return (
      <DriftedDetail
        back="/backups"
        backLabel={t`Backups`}
        id={backupId}
        what={t`Backup`}
        request={backupCall(backupId)}
        read={read}
      />
    );
  }
  return <BackupDetail backup={read.data} />;
}

function BackupDetail({ backup }: { backup: Backup }) {
  const { t } = useLingui();
  const instanceName = backup.instanceName;
  const taken = formatDateTime(backup.createdAt);
  const type = backup.type;
  return (
    <>
      <BackLink to="/backups" label={t`Backups`} />
      <PageHeader
        title={t`Backup of ${instanceName}`}
        description={
          type === 'auto'
            ? t`Automatic backup taken ${taken}.`
            : type === 'manual'
              ? t`Manual backup taken ${taken}.`
              : t`${type} backup taken ${taken}.`
        }
        actions={<BackupActions backup={backup} />}
        request={backupCall(backup.id)}
      />
      <DetailList
        label={t`Backup details`}
        items={[
          { term: t`ID`, value: <CopyText value={backup.id} label={t`backup ID`} /> },
          {
            term: t`Status`,
            value: (
              <StatusBadge
                label={<EnumLabel labels={statusLabels()} value={backup.status} />}
                tone={STATUS_TONE[backup.status]}
              />
            ),
          },
          {
            term: t`Type`,
            value:
              type === 'auto' ? (
                t`Automatic — taken and rotated by the schedule; it cannot be deleted.`
              ) : type === 'manual' ? (
                t`Manual — kept until you delete it.`
              ) : (
                <EnumLabel labels={typeLabels()} value={type} />
              ),
          },
          { term: t`Taken`, value: taken },
          { term: t`Size`, value: formatGb(backup.sizeGb) },
          {
            term: t`Instance`,
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <InstanceLink instanceId={backup.instanceId} name={backup.instanceName} />
                <CopyText value={backup.instanceId} label={t`instance ID`} />
              </span>
            ),
          },
          {
            term: t`Backup server`,
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <CopyText value={backup.serverId} label={t`backup server ID`} />
                <Link to="/backups/servers" search={{ q: backup.serverId }} className={link}>
                  <Trans>View server</Trans>
                </Link>
              </span>
            ),
          },
        ]}
      />
      <p className="mt-4 text-sm">
        <Link to="/backups" search={{ q: backup.instanceId }} className={link}>
          <Trans>
            All backups of <UserText>{instanceName}</UserText>
          </Trans>
        </Link>
      </p>
    </>
  );
}
