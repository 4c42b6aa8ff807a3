import { Trans, useLingui } from '@lingui/react/macro';
import { useWaitingReason } from '@/components/write/undo-window/undo-words';
import { ActionDialog } from '@/components/write/action-dialog';
import { TypeToConfirm, useTypeToConfirm } from '@/components/write/type-to-confirm';
import { useInstanceAction, instanceActionCall } from '../mutations';
import type { Instance } from '../types';
import { UserText } from '@/components/ui/user-text';

/** Destroy asks for the instance's exact name, so a slip of the mouse cannot delete a server. */
export function DestroyDialog({
  instance,
  open,
  onOpenChange,
  onDestroyed,
}: {
  instance: Instance;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDestroyed?: (instance: Instance) => void;
}) {
  const { t } = useLingui();
  const name = instance.name;
  const confirm = useTypeToConfirm(instance.name, t`Type the instance name exactly to confirm.`);
  const destroy = useInstanceAction();
  const waiting = useWaitingReason([{ target: `/instances/${instance.id}`, name }]);

  return (
    <ActionDialog
      open={open}
      onOpenChange={confirm.closing(onOpenChange)}
      title={
        <Trans>
          Destroy <UserText>{name}</UserText>?
        </Trans>
      }
      description={t`The server and its data are deleted and cannot be recovered. Billing for it stops. It stays listed as destroyed.`}
      confirmLabel={t`Destroy server`}
      pendingLabel={t`Destroying…`}
      variant="danger"
      mutation={destroy}
      blockedReason={waiting ?? confirm.blockedReason}
      onConfirm={() =>
        destroy.run(
          { id: instance.id, action: 'destroy' },
          {
            name: instance.name,
            onHeld: () => confirm.closing(onOpenChange)(false),
            onSuccess: (result) => {
              confirm.reset();
              onOpenChange(false);
              onDestroyed?.(result);
            },
          },
        )
      }
      request={instanceActionCall(instance.id, 'destroy')}
    >
      <TypeToConfirm {...confirm.field} />
    </ActionDialog>
  );
}
