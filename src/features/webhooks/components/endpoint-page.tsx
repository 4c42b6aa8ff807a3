import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { CopyText } from '@/components/ui/copy-text';
import { useWritePermission } from '@/api/identity/use-identity';
import { formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/hooks/use-countdown';
import { pathKey, callKey } from '@/api/cache/call-query';
import { endpointQuery, endpointCall, type Endpoint } from '../queries';
import { selectEndpointDetail } from '../reads';
import { EndpointActions } from './endpoint-actions';
import { DeliveryLog } from './delivery-log';
import { EndpointStatus, LastDelivery } from './endpoint-status';
import { shown } from '@/lib/presentation/presentation';

export function EndpointPage({ endpointId }: { endpointId: string }) {
  const { t } = useLingui();
  // What the fields and actions read is checked (docs/drift.md): a drifted answer is said in their
  // place, and the delivery log (its own answer) stays.
  const { data: read } = useSuspenseQuery({
    ...endpointQuery(endpointId),
    select: selectEndpointDetail,
  });
  const queryClient = useQueryClient();
  const refreshEndpoint = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: callKey(endpointCall(endpointId)) });
    void queryClient.invalidateQueries({ queryKey: pathKey('/webhooks/endpoints') });
  }, [queryClient, endpointId]);
  if (read.ok) return <EndpointDetail endpoint={read.data} refreshEndpoint={refreshEndpoint} />;
  return (
    <>
      <Link to="/webhooks" className="text-sm text-accent hover:underline">
        <Trans>← All endpoints</Trans>
      </Link>
      <PageHeader
        title={t`Webhook endpoint`}
        description={endpointId}
        request={endpointCall(endpointId)}
      />
      <ReadDriftNotice read={read} className="mb-4" />
      <DeliveryLog endpointId={endpointId} onNewDelivery={refreshEndpoint} />
    </>
  );
}

function EndpointDetail({
  endpoint,
  refreshEndpoint,
}: {
  endpoint: Endpoint;
  refreshEndpoint: () => void;
}) {
  const { t } = useLingui();
  const eventCount = endpoint.events.length;
  const { reason } = useWritePermission();
  const now = useNow(30_000);

  return (
    <>
      <Link to="/webhooks" className="text-sm text-accent hover:underline">
        <Trans>← All endpoints</Trans>
      </Link>
      <PageHeader
        title={endpoint.description || t`Webhook endpoint`}
        description={<span className="wrap-anywhere">{shown(endpoint.url, 'url')}</span>}
        request={endpointCall(endpoint.id)}
      />
      <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[1fr_auto]">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <EndpointStatus endpoint={endpoint} detailed />
          </dd>
          <dt className="text-muted">
            <Trans>Last delivery</Trans>
          </dt>
          <dd>
            <LastDelivery endpoint={endpoint} now={now} />
          </dd>
          <dt className="text-muted">
            <Trans>Events ({eventCount})</Trans>
          </dt>
          <dd className="flex flex-wrap gap-1">
            {endpoint.events.map((e) => (
              <code key={e} className="rounded bg-surface-2 px-1 text-xs">
                {e}
              </code>
            ))}
          </dd>
          <dt className="text-muted">
            <Trans>Created</Trans>
          </dt>
          <dd>{formatDateTime(endpoint.createdAt)}</dd>
          <dt className="text-muted">
            <Trans>ID</Trans>
          </dt>
          <dd>
            <CopyText value={endpoint.id} label={t`endpoint ID`} />
          </dd>
        </dl>
        <EndpointActions endpoint={endpoint} writeReason={reason} />
      </div>
      <DeliveryLog endpointId={endpoint.id} onNewDelivery={refreshEndpoint} />
    </>
  );
}
