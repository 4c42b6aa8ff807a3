import { useRef, useState } from 'react';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorView } from '@/components/ui/error-view';
import { useWritePermission } from '@/api/use-identity';
import { useCloseTicket, closeTicketCall } from '../mutations';
import type { TicketDetail } from '../queries';

export function CloseTicket({ ticket }: { ticket: TicketDetail }) {
  const { canWrite, reason } = useWritePermission();
  const close = useCloseTicket(ticket.id);
  const [open, setOpen] = useState(false);
  const sending = useRef(false);
  const closed = ticket.status === 'closed';
  // Only a status known to be open can be closed; one a newer service sends enables nothing.
  const closable = ticket.status === 'open' || ticket.status === 'answered';

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    close.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onSettled: () => void (sending.current = false),
    });
  };

  return (
    <>
      <Button
        disabled={!canWrite || !closable}
        disabledReason={reason ?? (closed ? 'The ticket is already closed; a reply reopens it.' : `This console does not know the status “${ticket.status}”.`)}
        onClick={() => {
          close.reset();
          setOpen(true);
        }}
      >
        Close ticket
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !close.isPending && setOpen(next)}
        title="Close this ticket?"
        description="Support stops working on it. You can still reply later, which reopens it."
      >
        {close.isError ? <ErrorView error={close.error} className="mb-3" /> : null}
        <ShowRequest call={closeTicketCall(ticket.id)} className="mb-3" />
        <div className="flex justify-end gap-2">
          <Button onClick={() => setOpen(false)} disabled={close.isPending}>
            Keep open
          </Button>
          <Button variant="danger" onClick={confirm} disabled={close.isPending} disabledReason="Closing…">
            {close.isPending ? 'Closing…' : 'Close ticket'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
