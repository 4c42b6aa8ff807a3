import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorView } from '@/components/ui/error-view';
import { Field, inputClass } from '@/components/ui/field';
import { useWritePermission } from '@/api/use-identity';
import { useInstanceAction, instanceActionCall } from '../mutations';
import { ShowRequest } from '@/components/request/show-request';
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
  const [typed, setTyped] = useState('');
  const { canWrite, reason } = useWritePermission();
  const destroy = useInstanceAction();
  const sending = useRef(false);
  const matches = typed === instance.name;

  const close = (next: boolean) => {
    if (destroy.isPending) return;
    if (!next) {
      setTyped('');
      destroy.reset();
    }
    onOpenChange(next);
  };

  const confirm = () => {
    if (sending.current || !matches || !canWrite) return;
    sending.current = true;
    destroy.mutate(
      { id: instance.id, action: 'destroy' },
      {
        onSuccess: (result) => {
          setTyped('');
          onOpenChange(false);
          onDestroyed?.(result);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const disabledReason = !canWrite ? reason : destroy.isPending ? 'Destroying…' : !matches ? 'Type the instance name exactly to confirm.' : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={<>Destroy <UserText>{instance.name}</UserText>?</>}
      description="The server and its data are deleted and cannot be recovered. Billing for it stops. It stays listed as destroyed."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        className="flex flex-col gap-3"
      >
        <Field
          label={
            <>
              Type <UserText className="font-mono">{instance.name}</UserText> to confirm
            </>
          }
          error={typed && !matches ? 'The name does not match.' : undefined}
        >
          {(props) => (
            <input {...props} className={inputClass} value={typed} autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
          )}
        </Field>
        {destroy.error ? <ErrorView error={destroy.error} /> : null}
        <ShowRequest call={instanceActionCall(instance.id, 'destroy')} />
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button disabled={destroy.isPending}>Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={Boolean(disabledReason)} disabledReason={disabledReason}>
            {destroy.isPending ? 'Destroying…' : 'Destroy server'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
