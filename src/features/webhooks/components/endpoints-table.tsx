import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { Link } from '@tanstack/react-router';
import type { Endpoint } from '../queries';
import { EndpointStatus, LastDelivery } from './endpoint-status';
import { UserText } from '@/components/ui/user-text';
import { SmallTable } from '@/components/table/small-table';
import { shown } from '@/lib/presentation/presentation';

function Events({ events }: { events: Endpoint['events'] }) {
  const { t } = useLingui();
  const shown = events.slice(0, 3);
  const more = events.length - shown.length;
  return (
    <span className="text-xs">
      {shown.map((e) => (
        <code key={e} className="me-1 inline-block rounded bg-surface-2 px-1">
          {e}
        </code>
      ))}
      {events.length > shown.length ? (
        <span className="text-muted" title={events.join(', ')}>
          {t`+${more} more`}
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
  const { t } = useLingui();
  return (
    <SmallTable
      label={t`Webhook endpoints`}
      rows={endpoints}
      getRowId={(endpoint) => endpoint.id}
      columns={[
        {
          header: t`Endpoint`,
          rowHeader: true,
          className: 'max-w-[22rem]',
          cell: (endpoint) => (
            <>
              {/* At most 3 lines (a 540-character URL ran to ~30 on a phone); the whole URL stays the
                  link's text, so its accessible name, and is its tooltip. */}
              <Link
                to="/webhooks/$endpointId"
                params={{ endpointId: endpoint.id }}
                title={shown(endpoint.url, 'url')}
                className="line-clamp-3 font-medium wrap-anywhere text-accent hover:underline"
              >
                {shown(endpoint.url, 'url')}
              </Link>
              <PendingDelete
                target={`/webhooks/endpoints/${endpoint.id}`}
                name={shown(endpoint.url, 'url')}
              />
              {endpoint.description ? (
                <span className="block text-xs font-normal break-words text-muted">
                  <UserText>{endpoint.description}</UserText>
                </span>
              ) : null}
            </>
          ),
          // On a phone the events and the last delivery give way to the status; their facts stay here.
          phoneExtra: (endpoint) => {
            const count = endpoint.events.length;
            return (
              <Trans>
                <Plural value={count} one="# event" other="# events" /> · last delivery:{' '}
                <LastDelivery endpoint={endpoint} now={now} />
              </Trans>
            );
          },
        },
        {
          header: t`Events`,
          wideOnly: true,
          cell: (endpoint) => {
            const count = endpoint.events.length;
            return (
              <>
                <span className="sr-only">
                  <Plural value={count} one="# event:" other="# events:" />{' '}
                </span>
                <Events events={endpoint.events} />
              </>
            );
          },
        },
        { header: t`Status`, cell: (endpoint) => <EndpointStatus endpoint={endpoint} /> },
        {
          header: t`Last delivery`,
          wideOnly: true,
          className: 'whitespace-nowrap',
          cell: (endpoint) => <LastDelivery endpoint={endpoint} now={now} />,
        },
      ]}
    />
  );
}
