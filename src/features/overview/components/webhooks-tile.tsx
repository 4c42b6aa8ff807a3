import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '@/lib/format';
import { endpointsQuery } from '../queries';
import { problemEndpoints } from '../summaries';
import {
  footerLinkClass,
  LIST_LINES,
  listClass,
  StatSkeletons,
  StatValue,
  statGridClass,
  statLinkClass,
  Tile,
} from './tile';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

export function WebhooksTile() {
  const { t } = useLingui();
  const query = useQuery(endpointsQuery);
  const count = query.data?.length ?? 0;
  const failingLabel = t({ message: 'failing', context: 'webhook endpoint status' });
  const disabledLabel = t({ message: 'disabled', context: 'webhook endpoint status' });
  return (
    <Tile
      title={t`Webhook endpoints`}
      loadingLabel={t`Loading webhook endpoints…`}
      query={query}
      skeleton={
        <>
          <StatSkeletons labels={[failingLabel, disabledLabel]} />
          <div className={listClass} />
        </>
      }
      footer={
        <Link to="/webhooks" className={footerLinkClass}>
          {plural(count, { 0: 'No endpoints yet', one: '# endpoint', other: 'All # endpoints' })}
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
                  <StatValue
                    value={formatNumber(failing.length)}
                    label={failingLabel}
                    tone={failing.length ? 'warning' : undefined}
                  />
                </Link>
              </li>
              <li>
                <Link to="/webhooks" className={statLinkClass} data-testid="webhooks-disabled">
                  <StatValue
                    value={formatNumber(disabled.length)}
                    label={disabledLabel}
                    tone={disabled.length ? 'danger' : undefined}
                  />
                </Link>
              </li>
            </ul>
            {troubled.length ? (
              <ul className={listClass} aria-label={t`Endpoints needing attention`}>
                {troubled.map((endpoint) => (
                  // The description or URL is cut with an ellipsis and is whole in its tooltip.
                  <li key={endpoint.id} className="flex gap-1 whitespace-nowrap">
                    <span className="shrink-0 font-medium">
                      {endpoint.status === 'disabled'
                        ? disabledLabel
                        : endpoint.status === 'failing'
                          ? failingLabel
                          : endpoint.status}
                    </span>{' '}
                    <span
                      className="min-w-0 truncate text-muted"
                      title={endpoint.description || shown(endpoint.url, 'url')}
                    >
                      <UserText>{endpoint.description || shown(endpoint.url, 'url')}</UserText>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={`${listClass} text-muted`}>{t`Every endpoint is delivering.`}</p>
            )}
          </>
        );
      }}
    </Tile>
  );
}
