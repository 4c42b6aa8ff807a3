import { Trans, useLingui } from '@lingui/react/macro';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGovernor } from '@/api/governor/use-governor';
import { ErrorView } from '@/components/ui/error-view';
import { Loading } from '@/components/ui/spinner';
import { deleteEndpointKey } from '../mutations';
import { DELIVERY_POLL_MS, deliveriesQuery } from '../queries';
import { DeliveryRow } from './delivery-row';

/** The last 50 deliveries, refreshed every 30 s while the page is open and visible. */
export function DeliveryLog({
  endpointId,
  onNewDelivery,
}: {
  endpointId: string;
  onNewDelivery: () => void;
}) {
  const { t } = useLingui();
  const { autoRefreshPaused } = useGovernor();
  // Once the endpoint's delete is sent (and unless it failed) the page is about to leave: a poll
  // then would read the log of an endpoint that is gone, a 404.
  const deleting =
    useMutationState({
      filters: {
        mutationKey: deleteEndpointKey(endpointId),
        predicate: (mutation) => mutation.state.status !== 'error',
      },
    }).length > 0;
  const log = useQuery({
    ...deliveriesQuery(endpointId),
    refetchInterval: autoRefreshPaused || deleting ? false : DELIVERY_POLL_MS,
    refetchIntervalInBackground: false,
  });

  // A new delivery changes the endpoint's status and failure count: refresh it then, not on a timer.
  const newest = log.data?.[0]?.id;
  const seen = useRef(newest);
  useEffect(() => {
    if (newest !== undefined && seen.current !== undefined && newest !== seen.current)
      onNewDelivery();
    seen.current = newest;
  }, [newest, onNewDelivery]);

  return (
    <section aria-labelledby="delivery-log-title" className="mt-6">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="delivery-log-title" className="text-lg font-semibold">
          <Trans>Delivery log</Trans>
        </h2>
        {/* When it was read, and Refresh, are the page header's (Freshness), for the whole page. */}
        <p className="text-xs text-muted">
          {autoRefreshPaused
            ? t`Last 50 deliveries, kept for 30 days. Auto-refresh is paused.`
            : t`Last 50 deliveries, kept for 30 days. Refreshes every 30 s while this page is open.`}
        </p>
      </div>
      {log.error && !log.data ? (
        <ErrorView error={log.error} onRetry={() => void log.refetch()} />
      ) : null}
      {log.isPending ? <Loading label={t`Loading the delivery log`} /> : null}
      {log.data && log.data.length === 0 ? (
        <p className="rounded-lg border border-border bg-surface p-4 text-sm text-muted">
          <Trans>No deliveries yet. Send a ping to try the receiver.</Trans>
        </p>
      ) : null}
      {log.data && log.data.length > 0 ? (
        <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              <Trans>Delivery log, newest first</Trans>
            </caption>
            <thead className="border-b border-border text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <Trans>Time</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Event</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Attempt</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Response</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  <Trans>Duration</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Result</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">
                    <Trans>Payload</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {log.error && log.data ? (
        <p className="mt-2 text-xs text-warning">
          <Trans>The last refresh failed; showing the log as it was.</Trans>
        </p>
      ) : null}
    </section>
  );
}
