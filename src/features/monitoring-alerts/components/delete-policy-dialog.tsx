import { useRef } from 'react';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorView } from '@/components/ui/error-view';
import { useWritePermission } from '@/api/use-identity';
import { useDeleteAlertPolicy, deleteAlertPolicyCall } from '../mutations';
import type { AlertPolicy } from '../types';
import { UserText } from '@/components/ui/user-text';

export function DeletePolicyDialog({ policy, onClose }: { policy: AlertPolicy; onClose: () => void }) {
  const remove = useDeleteAlertPolicy();
  const { canWrite, reason } = useWritePermission();
  const sending = useRef(false);
  const confirm = () => {
    if (sending.current || !canWrite) return;
    sending.current = true;
    remove.mutate(policy.id, { onSuccess: onClose, onSettled: () => {
      sending.current = false;
    } });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={<>Delete <UserText>{policy.name}</UserText>?</>}
      description="No more e-mails are sent for this policy. This cannot be undone."
    >
      {remove.error ? <ErrorView error={remove.error} className="mb-3" /> : null}
      <ShowRequest call={deleteAlertPolicyCall(policy.id)} className="mb-3" />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button disabled={remove.isPending}>Cancel</Button>
        </DialogClose>
        <Button variant="danger" onClick={confirm} disabled={!canWrite || remove.isPending} disabledReason={canWrite ? 'Deleting…' : reason}>
          {remove.isPending ? 'Deleting…' : 'Delete policy'}
        </Button>
      </div>
    </Dialog>
  );
}
