import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/spinner';
import { ErrorView } from '@/components/ui/error-view';
import { groupEventTypes } from '../events';
import { updateEndpointCall, useUpdateEndpoint } from '../mutations';
import { endpointsQuery, eventTypesQuery, type Endpoint, type EndpointPatch } from '../queries';
import type { EndpointActionProps } from './delete-endpoint';
import { EndpointForm, type EndpointValues } from './endpoint-form';

/** Only what changed is sent; an unchanged form sends nothing. */
function patchOf(endpoint: Endpoint, values: EndpointValues): EndpointPatch {
  const patch: EndpointPatch = {};
  if (values.url !== endpoint.url) patch.url = values.url;
  if (values.description !== endpoint.description) patch.description = values.description;
  if (values.events.join() !== endpoint.events.join()) patch.events = values.events;
  return patch;
}

export function EditEndpoint({ endpoint, writeReason }: EndpointActionProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const update = useUpdateEndpoint(endpoint.id);
  // The current list, for the per-host bound; the loader has it in the cache already.
  const endpoints = useQuery({ ...endpointsQuery, enabled: open });
  const eventTypes = useQuery({ ...eventTypesQuery, enabled: open });
  const groups = useMemo(() => groupEventTypes(eventTypes.data ?? []), [eventTypes.data]);
  const failed = endpoints.error ?? eventTypes.error;

  return (
    <>
      <Button
        disabled={writeReason !== undefined}
        disabledReason={writeReason}
        onClick={() => {
          update.reset();
          setOpen(true);
        }}
      >
        <Trans>Edit</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !update.isPending && setOpen(next)}
        title={t`Edit endpoint`}
        className="w-[min(720px,calc(100vw-2rem))]"
      >
        {failed ? (
          <ErrorView
            error={failed}
            onRetry={() => {
              void endpoints.refetch();
              void eventTypes.refetch();
            }}
          />
        ) : !endpoints.data || !eventTypes.data ? (
          <Loading />
        ) : (
          <EndpointForm
            initial={{
              url: endpoint.url,
              description: endpoint.description,
              events: endpoint.events,
            }}
            endpoints={endpoints.data}
            editingId={endpoint.id}
            groups={groups}
            submitLabel={t`Save changes`}
            pending={update.isPending}
            failure={update.error}
            onCancel={() => setOpen(false)}
            onSubmit={(values) => {
              const patch = patchOf(endpoint, values);
              if (Object.keys(patch).length === 0) return setOpen(false);
              update.mutate(patch, { onSuccess: () => setOpen(false) });
            }}
            requestOf={(values) => {
              const patch = patchOf(endpoint, values);
              return Object.keys(patch).length === 0
                ? undefined
                : updateEndpointCall(endpoint.id, patch);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
