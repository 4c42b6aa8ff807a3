import { useLingui } from '@lingui/react/macro';
import { endpointsSelection } from '@/components/export/recreate/selection';
import { RecreateScriptButton } from '@/components/export/recreate/recreate-button';
import { shown } from '@/lib/presentation/presentation';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { pingEndpointCall, usePingEndpoint } from '../mutations';
import type { Endpoint } from '../queries';
import { DeleteEndpoint } from './delete-endpoint';
import { EditEndpoint } from './edit-endpoint';
import { PingResult } from './ping-result';
import { ReenableButton } from './reenable-button';

export function EndpointActions({
  endpoint,
  writeReason,
}: {
  endpoint: Endpoint;
  writeReason: string | undefined;
}) {
  const { t } = useLingui();
  const ping = usePingEndpoint(endpoint.id);
  const pingReason =
    writeReason ??
    (endpoint.status === 'disabled'
      ? t`The endpoint is disabled: re-enable it before sending a ping.`
      : undefined);
  return (
    <div className="flex flex-col gap-3 md:w-80">
      <PendingDelete
        target={`/webhooks/endpoints/${endpoint.id}`}
        name={shown(endpoint.url, 'url')}
      />
      {endpoint.status === 'disabled' ? (
        <ReenableButton endpoint={endpoint} writeReason={writeReason} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <RecreateScriptButton read={() => endpointsSelection([endpoint])} />
        <Button
          disabled={pingReason !== undefined || ping.isPending}
          disabledReason={pingReason}
          onClick={() => !ping.isPending && ping.mutate()}
        >
          {ping.isPending ? t`Sending ping…` : t`Send ping`}
        </Button>
        <EditEndpoint endpoint={endpoint} writeReason={writeReason} />
        <DeleteEndpoint endpoint={endpoint} writeReason={writeReason} />
      </div>
      {ping.data ? <PingResult delivery={ping.data} /> : null}
      {ping.error ? <ErrorView error={ping.error} /> : null}
      <ShowRequest call={pingEndpointCall(endpoint.id)} label={t`Show the ping request`} />
    </div>
  );
}
