import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { accountLimitProblem } from '../bounds';
import type { EventGroup } from '../events';
import { createEndpointCall, useCreateEndpoint } from '../mutations';
import type { Endpoint, EndpointInput } from '../queries';
import { EndpointForm, type EndpointValues } from './endpoint-form';
import { SecretDialog } from './secret-dialog';

const EMPTY = { url: '', description: '', events: [] };

/** The body sent for the form's values; an empty description is left out. */
function inputOf(values: EndpointValues): EndpointInput {
  return {
    url: values.url,
    events: values.events,
    ...(values.description ? { description: values.description } : {}),
  };
}

/** "Add endpoint": the form, then the show-once secret. The secret lives only in this state. */
export function AddEndpoint({
  endpoints,
  groups,
  writeReason,
}: {
  endpoints: readonly Endpoint[];
  groups: EventGroup[];
  writeReason: string | undefined;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<{ secret: string; url: string } | null>(null);
  const create = useCreateEndpoint((secret, endpoint) => setIssued({ secret, url: endpoint.url }));
  const blocked = writeReason ?? accountLimitProblem(endpoints) ?? undefined;

  return (
    <>
      <Button
        variant="primary"
        disabled={blocked !== undefined}
        disabledReason={blocked}
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        <Trans>Add endpoint</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !create.isPending && setOpen(next)}
        title={t`Add a webhook endpoint`}
        className="w-[min(720px,calc(100vw-2rem))]"
      >
        <EndpointForm
          initial={EMPTY}
          endpoints={endpoints}
          groups={groups}
          submitLabel={t`Add endpoint`}
          pending={create.isPending}
          failure={create.error}
          onCancel={() => setOpen(false)}
          onSubmit={(values) => create.mutate(inputOf(values), { onSuccess: () => setOpen(false) })}
          requestOf={(values) => createEndpointCall(inputOf(values))}
        />
      </Dialog>
      <SecretDialog
        secret={issued?.secret ?? null}
        url={issued?.url ?? ''}
        onDone={() => setIssued(null)}
      />
    </>
  );
}
