import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';
import { useCloseTicket, closeTicketCall } from '../mutations';
import type { TicketDetail } from '../queries';

export function CloseTicket({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const close = useCloseTicket(ticket.id);
  const [open, setOpen] = useState(false);
  const closed = ticket.status === 'closed';
  // Only a status known to be open can be closed; one a newer service sends enables nothing.
  const closable = ticket.status === 'open' || ticket.status === 'answered';
  const { status } = ticket;

  return (
    <>
      <Button
        disabled={!canWrite || !closable}
        disabledReason={
          reason ??
          (closed
            ? t`The ticket is already closed; a reply reopens it.`
            : t`This console does not know the status “${status}”.`)
        }
        onClick={() => setOpen(true)}
      >
        <Trans>Close ticket</Trans>
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Close this ticket?`}
        description={t`Support stops working on it. You can still reply later, which reopens it.`}
        confirmLabel={t`Close ticket`}
        cancelLabel={t`Keep open`}
        pendingLabel={t`Closing…`}
        variant="danger"
        mutation={close}
        onConfirm={() => close.run(undefined, { onSuccess: () => setOpen(false) })}
        request={closeTicketCall(ticket.id)}
      />
    </>
  );
}
