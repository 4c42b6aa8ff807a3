import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorView } from '@/components/ui/error-view';
import { deleteEndpointCall, useDeleteEndpoint } from '../mutations';
import type { Endpoint } from '../queries';

export function DeleteEndpoint({
  endpoint,
  writeReason,
}: {
  endpoint: Endpoint;
  writeReason: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEndpoint(endpoint.id);
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="danger"
        disabled={writeReason !== undefined}
        disabledReason={writeReason}
        onClick={() => (remove.reset(), setOpen(true))}
      >
        Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title="Delete this endpoint?"
        description={endpoint.url}
      >
        <p className="text-sm">
          Deliveries to it stop at once and its delivery log is deleted with it. This cannot be
          undone.
        </p>
        {remove.error ? <ErrorView error={remove.error} className="mt-3" /> : null}
        <ShowRequest call={deleteEndpointCall(endpoint.id)} className="mt-3" />
        <div className="mt-4 flex justify-end gap-2">
          <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              !remove.isPending &&
              remove.mutate(undefined, { onSuccess: () => void navigate({ to: '/webhooks' }) })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete endpoint'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
