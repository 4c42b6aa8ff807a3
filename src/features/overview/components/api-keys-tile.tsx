import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allOf } from '@/lib/count';
import { formatNumber, formatRelative } from '@/lib/format';
import { apiKeysQuery } from '../queries';
import { expiringKeys, KEY_EXPIRY_WINDOW_DAYS } from '../summaries';
import { footerLinkClass, StatValue, statLinkClass, Tile } from './tile';
import { UserText } from '@/components/ui/user-text';

const SHOWN = 3;

export function ApiKeysTile() {
  const query = useQuery(apiKeysQuery);
  return (
    <Tile
      title="API keys"
      query={query}
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
            <ul className="grid grid-cols-2 gap-1">
              <li>
                <Link to="/api-keys" className={statLinkClass} data-testid="keys-expiring">
                  <StatValue
                    value={formatNumber(soon.length)}
                    label={`expiring within ${KEY_EXPIRY_WINDOW_DAYS} days`}
                    tone={soon.length ? 'warning' : undefined}
                  />
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
              <ul className="mt-2 space-y-1 px-2 text-sm" aria-label="Keys expiring soon">
                {soon.slice(0, SHOWN).map((key) => (
                  <li key={key.id} className="truncate">
                    <UserText className="font-medium">{key.name}</UserText>{' '}
                    <span className="text-muted">expires {formatRelative(key.expiresAt)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        );
      }}
    </Tile>
  );
}
