import { ActionDialog } from '@/components/write/action-dialog';
import { UserText } from '@/components/ui/user-text';
import { useDeleteAlertPolicy, deleteAlertPolicyCall } from '../mutations';
import type { AlertPolicy } from '../types';

export function DeletePolicyDialog({
  policy,
  onClose,
}: {
  policy: AlertPolicy;
  onClose: () => void;
}) {
  const remove = useDeleteAlertPolicy();
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <>
          Delete <UserText>{policy.name}</UserText>?
        </>
      }
      description="No more e-mails are sent for this policy. This cannot be undone."
      confirmLabel="Delete policy"
      pendingLabel="Deleting…"
      variant="danger"
      mutation={remove}
      onConfirm={() => remove.run(policy.id, { onSuccess: onClose })}
      request={deleteAlertPolicyCall(policy.id)}
    />
  );
}
