/**
 * A confirm-or-form dialog for one write (create, attach, delete...), following the write rules:
 * one request per confirmed click (the caller's `useGuardedMutation` drops repeats; the button is
 * disabled while pending), a read key or a `blockedReason` disables the confirm with the reason
 * shown as text under it, a failure keeps what was typed and shows the server's refusal with its code.
 *
 *   <ActionDialog open={open} onOpenChange={setOpen} title="Delete volume?" description="…"
 *     confirmLabel="Delete volume" pendingLabel="Deleting…" variant="danger"
 *     mutation={remove} onConfirm={() => remove.run(volume.id, { onSuccess: () => setOpen(false) })}
 *     blockedReason={confirm.blockedReason}           // useTypeToConfirm, for a name typed to confirm
 *     request={deleteVolumeCall(volume.id)}>          // what confirming sends ("Show the request")
 *     …fields…
 *   </ActionDialog>
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorView } from '@/components/ui/error-view';
import { useWritePermission } from '@/api/identity/use-identity';
import { firstField } from '@/lib/focus-field';

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** The button that leaves without sending ("Keep open" reads better than "Cancel" for a close). */
  cancelLabel?: string;
  pendingLabel: string;
  variant?: 'primary' | 'danger';
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
  /** Why the confirm cannot be pressed yet (invalid input, name not typed). */
  blockedReason?: string | undefined;
  /** The request confirming sends, as typed so far (undefined while a needed choice is missing). */
  request: AnyApiCall | undefined;
}

export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  variant = 'primary',
  mutation,
  onConfirm,
  blockedReason,
  request,
}: ActionDialogProps) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const disabledReason = !canWrite ? reason : mutation.isPending ? pendingLabel : blockedReason;
  const form = useRef<HTMLFormElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) mutation.reset();
    onOpenChange(next);
  };
  return (
    // Focus opens on the first field, or, in a confirmation without one, on Cancel (the safe
    // choice): not on "Show the request", which comes before it, nor on the confirm.
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      initialFocus={() => firstField(form.current) ?? cancel.current}
    >
      <form
        ref={form}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabledReason) onConfirm();
        }}
      >
        {children}
        {mutation.error ? <ErrorView error={mutation.error} /> : null}
        {request ? <ShowRequest call={request} /> : null}
        <div className="flex flex-wrap justify-end gap-x-2 gap-y-1">
          <DialogClose asChild>
            <Button ref={cancel} disabled={mutation.isPending}>
              {cancelLabel ?? t`Cancel`}
            </Button>
          </DialogClose>
          {/* The reason in words under the buttons; while sending, the label already says so. */}
          <Button
            type="submit"
            variant={variant}
            disabled={Boolean(disabledReason)}
            disabledReason={disabledReason}
            showReason={!mutation.isPending}
          >
            {mutation.isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
