import { Trans, useLingui } from '@lingui/react/macro';
import { ActionDialog } from '@/components/write/action-dialog';
import { UserText } from '@/components/ui/user-text';
import { useUndoWords } from '@/components/write/undo-window/undo-words';
import { useDeleteAlertPolicy, deleteAlertPolicyCall } from '../mutations';
import type { AlertPolicy } from '../types';

export function DeletePolicyDialog({
  policy,
  onClose,
}: {
  policy: AlertPolicy;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteAlertPolicy();
  const undoWords = useUndoWords();
  const { name } = policy;
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <Trans>
          Delete <UserText>{name}</UserText>?
        </Trans>
      }
      description={`${t`No more e-mails are sent for this policy.`} ${undoWords}`}
      confirmLabel={t`Delete policy`}
      pendingLabel={t`Deleting…`}
      variant="danger"
      mutation={remove}
      onConfirm={() => remove.run(policy.id, { name, onHeld: onClose, onSuccess: onClose })}
      request={deleteAlertPolicyCall(policy.id)}
    />
  );
}
