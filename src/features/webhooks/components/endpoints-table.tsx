import { Link } from '@tanstack/react-router';
import type { Endpoint } from '../queries';
import { EndpointStatus, LastDelivery } from './endpoint-status';
import { UserText } from '@/components/ui/user-text';
import { SmallTable } from '@/components/table/small-table';
import { shown } from '@/lib/presentation';

function Events({ events }: { events: Endpoint['events'] }) {
  const shown = events.slice(0, 3);
  return (
    <span className="text-xs">
      {shown.map((e) => (
        <code key={e} className="me-1 inline-block rounded bg-surface-2 px-1">
          {e}
        </code>
      ))}
      {events.length > shown.length ? (
        <span className="text-muted" title={events.join(', ')}>
          +{events.length - shown.length} more
        </span>
      ) : null}
    </span>
  );
}

export function EndpointsTable({
  endpoints,
  now,
}: {
  endpoints: readonly Endpoint[];
  now: number;
}) {
  return (
    <SmallTable
      label="Webhook endpoints"
      rows={endpoints}
      getRowId={(endpoint) => endpoint.id}
      columns={[
        {
          header: 'Endpoint',
          rowHeader: true,
          className: 'max-w-[22rem]',
          cell: (endpoint) => (
            <>
              {/* At most 3 lines (a 540-character URL ran to ~30 on a phone); the whole URL stays the
                  link's text, so its accessible name, and is its tooltip. */}
              <Link to="/webhooks/$endpointId" params={{ endpointId: endpoint.id }} title={shown(endpoint.url, 'url')} className="line-clamp-3 font-medium break-all text-accent hover:underline">
                {shown(endpoint.url, 'url')}
              </Link>
              {endpoint.description ? (
                <span className="block text-xs font-normal break-words text-muted">
                  <UserText>{endpoint.description}</UserText>
                </span>
              ) : null}
            </>
          ),
          // On a phone the events and the last delivery give way to the status; their facts stay here.
          phoneExtra: (endpoint) => (
            <>
              {endpoint.events.length} {endpoint.events.length === 1 ? 'event' : 'events'} · last delivery: <LastDelivery endpoint={endpoint} now={now} />
            </>
          ),
        },
        {
          header: 'Events',
          wideOnly: true,
          cell: (endpoint) => (
            <>
              <span className="sr-only">{endpoint.events.length} events: </span>
              <Events events={endpoint.events} />
            </>
          ),
        },
        { header: 'Status', cell: (endpoint) => <EndpointStatus endpoint={endpoint} /> },
        { header: 'Last delivery', wideOnly: true, className: 'whitespace-nowrap', cell: (endpoint) => <LastDelivery endpoint={endpoint} now={now} /> },
      ]}
    />
  );
}
