import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber, formatRelative } from '@/lib/format';
import { apiKeysQuery } from '../queries';
import { expiringKeys, KEY_EXPIRY_WINDOW_DAYS } from '../summaries';
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

export function ApiKeysTile() {
  const { t } = useLingui();
  const query = useQuery(apiKeysQuery);
  const days = KEY_EXPIRY_WINDOW_DAYS;
  const expiringLabel = plural(days, {
    one: 'expiring within # day',
    other: 'expiring within # days',
  });
  const count = query.data?.length ?? 0;
  return (
    <Tile
      title={t`API keys`}
      loadingLabel={t`Loading api keys…`}
      query={query}
      skeleton={
        <>
          <StatSkeletons labels={[expiringLabel]} />
          <div className={listClass} />
        </>
      }
      footer={
        <Link to="/api-keys" className={footerLinkClass}>
          {plural(count, { 0: 'No keys yet', one: '# key', other: 'All # keys' })}
        </Link>
      }
    >
      {(keys) => {
        const { soon, expired } = expiringKeys(keys);
        return (
          <>
            <ul className={statGridClass}>
              <li>
                <Link to="/api-keys" className={statLinkClass} data-testid="keys-expiring">
                  <StatValue
                    value={formatNumber(soon.length)}
                    label={expiringLabel}
                    tone={soon.length ? 'warning' : undefined}
                  />
                </Link>
              </li>
              {expired.length ? (
                <li>
                  <Link to="/api-keys" className={statLinkClass} data-testid="keys-expired">
                    <StatValue value={formatNumber(expired.length)} label={t`expired`} />
                  </Link>
                </li>
              ) : null}
            </ul>
            {soon.length ? (
              <ul className={listClass} aria-label={t`Keys expiring soon`}>
                {soon.slice(0, LIST_LINES).map((key) => {
                  const when = formatRelative(key.expiresAt);
                  // A long name gives way to the expiry (it used to push it out of the tile): the name
                  // is cut with an ellipsis and is whole in its tooltip.
                  return (
                    <li key={key.id} className="flex gap-1 whitespace-nowrap">
                      <span className="min-w-0 truncate font-medium" title={key.name}>
                        <UserText>{key.name}</UserText>
                      </span>{' '}
                      <span className="shrink-0 text-muted">{t`expires ${when}`}</span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={`${listClass} text-muted`}>
                {plural(days, {
                  one: 'No key expires within # day.',
                  other: 'No key expires within # days.',
                })}
              </p>
            )}
          </>
        );
      }}
    </Tile>
  );
}
