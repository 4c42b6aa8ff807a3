import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allOf } from '@/lib/count';
import { formatNumber, formatRelative } from '@/lib/format';
import { apiKeysListQuery } from '../queries';
import { expiringKeys, KEY_EXPIRY_WINDOW_DAYS } from '../summaries';
import { footerLinkClass, LIST_LINES, listClass, StatSkeletons, StatValue, statGridClass, statLinkClass, Tile } from './tile';
import { UserText } from '@/components/ui/user-text';

const EXPIRING_LABEL = `expiring within ${KEY_EXPIRY_WINDOW_DAYS} days`;

export function ApiKeysTile() {
  const query = useQuery(apiKeysListQuery);
  return (
    <Tile
      title="API keys"
      query={query}
      skeleton={
        <>
          <StatSkeletons labels={[EXPIRING_LABEL]} />
          <div className={listClass} />
        </>
      }
      footer={
        <Link to="/api-keys" className={footerLinkClass}>
          {allOf(query.data?.length ?? 0, 'key', 'keys')}
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
                  <StatValue value={formatNumber(soon.length)} label={EXPIRING_LABEL} tone={soon.length ? 'warning' : undefined} />
                </Link>
              </li>
              {expired.length ? (
                <li>
                  <Link to="/api-keys" className={statLinkClass} data-testid="keys-expired">
                    <StatValue value={formatNumber(expired.length)} label="expired" />
                  </Link>
                </li>
              ) : null}
            </ul>
            {soon.length ? (
              <ul className={listClass} aria-label="Keys expiring soon">
                {soon.slice(0, LIST_LINES).map((key) => (
                  // A long name gives way to the expiry (it used to push it out of the tile): the name
                  // is cut with an ellipsis and is whole in its tooltip.
                  <li key={key.id} className="flex gap-1 whitespace-nowrap">
                    <span className="min-w-0 truncate font-medium" title={key.name}>
                      <UserText>{key.name}</UserText>
                    </span>{' '}
                    <span className="shrink-0 text-muted">expires {formatRelative(key.expiresAt)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={`${listClass} text-muted`}>No key expires within {KEY_EXPIRY_WINDOW_DAYS} days.</p>
            )}
          </>
        );
      }}
    </Tile>
  );
}
