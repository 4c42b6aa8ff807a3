import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { TypeToConfirm, useTypeToConfirm } from '@/components/write/type-to-confirm';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useWritePermission } from '@/api/use-identity';
import { formatDateTime } from '@/lib/format';
import { deleteBackupCall, restoreBackupCall, useDeleteBackup, useRestoreBackup } from '../mutations';
import type { Backup } from '../queries';
import { UserText } from '@/components/ui/user-text';

/** Restore (typed instance name: it replaces the instance's data) and delete (manual only). */
export function BackupActions({ backup }: { backup: Backup }) {
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const restore = useRestoreBackup();
  const remove = useDeleteBackup();
  const [open, setOpen] = useState<'restore' | 'delete' | null>(null);
  const confirm = useTypeToConfirm(backup.instanceName, 'Type the instance name to confirm.');
  const [restored, setRestored] = useState(false);
  const restoreReason = !canWrite ? reason : backup.status !== 'completed' ? `Only a completed backup can be restored; this one is ${backup.status}.` : undefined;
  const deleteReason = !canWrite ? reason : backup.type === 'auto' ? 'Automatic backups are rotated by the schedule and cannot be deleted.' : undefined;
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button disabled={Boolean(restoreReason)} disabledReason={restoreReason} onClick={() => setOpen('restore')}>
          Restore
        </Button>
        <Button variant="danger" disabled={Boolean(deleteReason)} disabledReason={deleteReason} onClick={() => setOpen('delete')}>
          Delete
        </Button>
      </div>
      {restored ? (
        <Notice tone="success" role="status">
          Restore started on <UserText>{backup.instanceName}</UserText>.
        </Notice>
      ) : null}
      <ActionDialog
        open={open === 'restore'}
        onOpenChange={confirm.closing((next) => setOpen(next ? 'restore' : null))}
        title={<>Restore onto <UserText>{backup.instanceName}</UserText>?</>}
        description={`The instance’s current disk is replaced by this backup from ${formatDateTime(backup.createdAt)}. Anything written since then is lost.`}
        confirmLabel="Replace data and restore"
        pendingLabel="Restoring…"
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
        title="Delete this manual backup?"
        description={<>The backup of <UserText>{backup.instanceName}</UserText> from {formatDateTime(backup.createdAt)} is deleted for good.</>}
        confirmLabel="Delete backup"
        pendingLabel="Deleting…"
        variant="danger"
        mutation={remove}
        request={deleteBackupCall(backup.id)}
        onConfirm={() => remove.run(backup.id, { onSuccess: () => void navigate({ to: '/backups' }) })}
      />
    </div>
  );
}
