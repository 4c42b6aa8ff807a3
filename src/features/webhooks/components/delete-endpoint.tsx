import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { Button } from '@/components/ui/button';
import { useUndoWords, useWaitingReason } from '@/components/write/undo-window/undo-words';
import { deleteEndpointCall, useDeleteEndpoint } from '../mutations';
import type { Endpoint } from '../queries';
import { shown } from '@/lib/presentation/presentation';

/** What an endpoint's action buttons (edit, delete) take. */
export interface EndpointActionProps {
  endpoint: Endpoint;
  writeReason: string | undefined;
}

export function DeleteEndpoint({ endpoint, writeReason }: EndpointActionProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useDeleteEndpoint(endpoint.id);
  const navigate = useNavigate();
  const undoWords = useUndoWords();
  const waiting = useWaitingReason([
    { target: `/webhooks/endpoints/${endpoint.id}`, name: endpoint.url },
  ]);
  return (
    <>
      <Button
        variant="danger"
        disabled={writeReason !== undefined}
        disabledReason={writeReason}
        onClick={() => setOpen(true)}
      >
        <Trans>Delete</Trans>
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Delete this endpoint?`}
        description={shown(endpoint.url, 'url')}
        confirmLabel={t`Delete endpoint`}
        pendingLabel={t`Deleting…`}
        variant="danger"
        mutation={remove}
        onConfirm={() =>
          remove.run(undefined, {
            name: endpoint.url,
            onHeld: () => setOpen(false),
            onSuccess: () => void navigate({ to: '/webhooks' }),
          })
        }
        request={deleteEndpointCall(endpoint.id)}
        blockedReason={waiting}
      >
        <p className="text-sm">
          {t`Deliveries to it stop at once and its delivery log is deleted with it.`} {undoWords}
        </p>
      </ActionDialog>
    </>
  );
}
