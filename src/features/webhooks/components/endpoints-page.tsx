import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { EmptyState } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useWritePermission } from '@/api/identity/use-identity';
import { Notice } from '@/components/ui/notice';
import { accountLimitProblem, MAX_ENDPOINTS } from '../bounds';
import { useNow } from '@/lib/hooks/use-countdown';
import { groupEventTypes } from '../events';
import { endpointsCall, endpointsQuery, eventTypesQuery } from '../queries';
import { selectEndpointList } from '../reads';
import { AddEndpoint } from './add-endpoint';
import { EndpointsTable } from './endpoints-table';

export function EndpointsPage() {
  const { t } = useLingui();
  const { data: endpoints } = useSuspenseQuery(endpointsQuery);
  const { data: eventTypes } = useSuspenseQuery(eventTypesQuery);
  const groups = useMemo(() => groupEventTypes(eventTypes), [eventTypes]);
  // What the table reads, checked on a sample of rows (docs/drift.md).
  const read = useMemo(() => selectEndpointList(endpoints), [endpoints]);
  const { reason } = useWritePermission();
  // Minute precision is enough for "re-enabling possible at" and relative times in the list.
  const now = useNow(30_000);
  const count = endpoints.length;
  const most = MAX_ENDPOINTS;

  return (
    <>
      <PageHeader
        title={t`Webhooks`}
        description={t`Endpoints that hear about the account: ${count} of ${most}.`}
        actions={
          <>
            <Link
              to="/webhooks/verify"
              className="inline-flex items-center rounded-md border border-border bg-surface px-3.5 py-2 text-sm font-medium hover:bg-surface-2"
            >
              <Trans>Verify a signature</Trans>
            </Link>
            <AddEndpoint endpoints={endpoints} groups={groups} writeReason={reason} />
          </>
        }
        request={endpointsCall}
      />
      {accountLimitProblem(endpoints) ? (
        <Notice tone="warning" className="mb-4">
          {accountLimitProblem(endpoints)}
        </Notice>
      ) : null}
      {endpoints.length === 0 ? (
        <div className="rounded-lg border border-border bg-surface p-6 text-sm text-muted">
          <EmptyState
            title={t`No endpoints yet`}
            purpose={t`An endpoint is an HTTPS address of yours that the service POSTs to when something happens: instances, payments, the wallet, the account and tickets.`}
            action={<AddEndpoint endpoints={endpoints} groups={groups} writeReason={reason} />}
          />
        </div>
      ) : read.ok ? (
        <EndpointsTable endpoints={endpoints} now={now} />
      ) : (
        <ReadDriftNotice read={read} />
      )}
    </>
  );
}
