import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorView } from '@/components/ui/error-view';
import { useWritePermission } from '@/features/session/use-identity';
import { useCloseTicket } from '../mutations';
import type { TicketDetail } from '../queries';

export function CloseTicket({ ticket }: { ticket: TicketDetail }) {
  const { canWrite, reason } = useWritePermission();
  const close = useCloseTicket(ticket.id);
  const [open, setOpen] = useState(false);
  const sending = useRef(false);
  const closed = ticket.status === 'closed';

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
        disabled={!canWrite || closed}
        disabledReason={reason ?? 'The ticket is already closed; a reply reopens it.'}
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
