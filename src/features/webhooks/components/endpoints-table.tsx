import { Link } from '@tanstack/react-router';
import type { Endpoint } from '../queries';
import { EndpointStatus, LastDelivery } from './endpoint-status';
import { UserText } from '@/components/ui/user-text';

function Events({ events }: { events: Endpoint['events'] }) {
  const shown = events.slice(0, 3);
  return (
    <span className="text-xs">
      {shown.map((e) => (
        <code key={e} className="mr-1 inline-block rounded bg-surface-2 px-1">
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
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Webhook endpoints</caption>
        <thead className="border-b border-border text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Endpoint
            </th>
            <th scope="col" className="px-3 py-2">
              Events
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Last delivery
            </th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id} className="border-b border-border last:border-0 align-top">
              <td className="max-w-[22rem] px-3 py-2">
                <Link
                  to="/webhooks/$endpointId"
                  params={{ endpointId: endpoint.id }}
                  className="font-medium break-all text-accent hover:underline"
                >
                  {endpoint.url}
                </Link>
                {endpoint.description ? (
                  <span className="block text-xs break-words text-muted">
                    <UserText>{endpoint.description}</UserText>
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <span className="sr-only">{endpoint.events.length} events: </span>
                <Events events={endpoint.events} />
              </td>
              <td className="px-3 py-2">
                <EndpointStatus endpoint={endpoint} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <LastDelivery endpoint={endpoint} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
