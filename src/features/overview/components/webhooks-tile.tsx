import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allOf } from '@/lib/count';
import { formatNumber } from '@/lib/format';
import { endpointsQuery } from '../queries';
import { problemEndpoints } from '../summaries';
import { footerLinkClass, LIST_LINES, listClass, StatSkeletons, StatValue, statGridClass, statLinkClass, Tile } from './tile';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

export function WebhooksTile() {
  const query = useQuery(endpointsQuery);
  return (
    <Tile
      title="Webhook endpoints"
      query={query}
      skeleton={
        <>
          <StatSkeletons labels={['failing', 'disabled']} />
          <div className={listClass} />
        </>
      }
      footer={
        <Link to="/webhooks" className={footerLinkClass}>
          {allOf(query.data?.length ?? 0, 'endpoint', 'endpoints')}
        </Link>
      }
    >
      {(data) => {
        const { failing, disabled } = problemEndpoints(data);
        const troubled = [...disabled, ...failing].slice(0, LIST_LINES);
        return (
          <>
            <ul className={statGridClass}>
              <li>
                <Link to="/webhooks" className={statLinkClass} data-testid="webhooks-failing">
                  <StatValue value={formatNumber(failing.length)} label="failing" tone={failing.length ? 'warning' : undefined} />
                </Link>
              </li>
              <li>
                <Link to="/webhooks" className={statLinkClass} data-testid="webhooks-disabled">
                  <StatValue value={formatNumber(disabled.length)} label="disabled" tone={disabled.length ? 'danger' : undefined} />
                </Link>
              </li>
            </ul>
            {troubled.length ? (
              <ul className={listClass} aria-label="Endpoints needing attention">
                {troubled.map((endpoint) => (
                  // The description or URL is cut with an ellipsis and is whole in its tooltip.
                  <li key={endpoint.id} className="flex gap-1 whitespace-nowrap">
                    <span className="shrink-0 font-medium">{endpoint.status}</span>{' '}
                    <span className="min-w-0 truncate text-muted" title={endpoint.description || shown(endpoint.url, 'url')}>
                      <UserText>{endpoint.description || shown(endpoint.url, 'url')}</UserText>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={`${listClass} text-muted`}>Every endpoint is delivering.</p>
            )}
          </>
        );
      }}
    </Tile>
  );
}
