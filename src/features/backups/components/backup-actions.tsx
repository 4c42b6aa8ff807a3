import { Trans, useLingui } from '@lingui/react/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { TypeToConfirm, useTypeToConfirm } from '@/components/write/type-to-confirm';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useWritePermission } from '@/api/identity/use-identity';
import { formatDateTime } from '@/lib/format';
import {
  deleteBackupCall,
  restoreBackupCall,
  useDeleteBackup,
  useRestoreBackup,
} from '../mutations';
import type { Backup } from '../queries';
import { UserText } from '@/components/ui/user-text';

/** Restore (typed instance name: it replaces the instance's data) and delete (manual only). */
export function BackupActions({ backup }: { backup: Backup }) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const restore = useRestoreBackup();
  const remove = useDeleteBackup();
  const [open, setOpen] = useState<'restore' | 'delete' | null>(null);
  const confirm = useTypeToConfirm(backup.instanceName, t`Type the instance name to confirm.`);
  const [restored, setRestored] = useState(false);
  const taken = formatDateTime(backup.createdAt);
  const instanceName = backup.instanceName;
  const status = backup.status;
  // One sentence per status; a status the console does not know is named as the service sends it.
  const notRestorable = () => {
    if (status === 'pending')
      return t`Only a completed backup can be restored; this one is pending.`;
    if (status === 'failed') return t`Only a completed backup can be restored; this one is failed.`;
    return t`Only a completed backup can be restored; this one is ${status}.`;
  };
  const restoreReason = !canWrite
    ? reason
    : backup.status !== 'completed'
      ? notRestorable()
      : undefined;
  const deleteReason = !canWrite
    ? reason
    : backup.type === 'auto'
      ? t`Automatic backups are rotated by the schedule and cannot be deleted.`
      : undefined;
  return (
    // Under the heading on a phone, from the start as the page reads; beside it from 640 px, at its end.
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <PendingDelete target={`/backups/${backup.id}`} name={t`the backup of ${instanceName}`} />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={Boolean(restoreReason)}
          disabledReason={restoreReason}
          onClick={() => setOpen('restore')}
        >
          <Trans>Restore</Trans>
        </Button>
        <Button
          variant="danger"
          disabled={Boolean(deleteReason)}
          disabledReason={deleteReason}
          onClick={() => setOpen('delete')}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
      {restored ? (
        <Notice tone="success" role="status">
          <Trans>
            Restore started on <UserText>{instanceName}</UserText>.
          </Trans>
        </Notice>
      ) : null}
      <ActionDialog
        open={open === 'restore'}
        onOpenChange={confirm.closing((next) => setOpen(next ? 'restore' : null))}
        title={
          <Trans>
            Restore onto <UserText>{instanceName}</UserText>?
          </Trans>
        }
        description={t`The instance’s current disk is replaced by this backup from ${taken}. Anything written since then is lost.`}
        confirmLabel={t`Replace data and restore`}
        pendingLabel={t`Restoring…`}
        variant="danger"
        mutation={restore}
        request={restoreBackupCall(backup.id)}
        blockedReason={confirm.blockedReason}
        onConfirm={() =>
          restore.run(backup.id, {
            onSuccess: () => {
              setOpen(null);
              confirm.reset();
              setRestored(true);
            },
          })
        }
      >
        <TypeToConfirm {...confirm.field} />
      </ActionDialog>
      <ActionDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={t`Delete this manual backup?`}
        description={
          <Trans>
            The backup of <UserText>{instanceName}</UserText> from {taken} is deleted for good.
          </Trans>
        }
        confirmLabel={t`Delete backup`}
        pendingLabel={t`Deleting…`}
        variant="danger"
        mutation={remove}
        request={deleteBackupCall(backup.id)}
        onConfirm={() =>
          remove.run(backup.id, {
            name: t`the backup of ${instanceName}`,
            onHeld: () => setOpen(null),
            onSuccess: () => void navigate({ to: '/backups' }),
          })
        }
      />
    </div>
  );
}
