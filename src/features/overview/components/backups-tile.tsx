import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allOf } from '@/lib/count';
import { formatNumber } from '@/lib/format';
import { recentBackupsQuery } from '../queries';
import { recentBackups } from '../summaries';
import { footerLinkClass, StatSkeletons, StatValue, statGridClass, statLinkClass, Tile } from './tile';

export function BackupsTile() {
  const query = useQuery(recentBackupsQuery);
  return (
    <Tile
      title="Backups"
      query={query}
      skeleton={
        <StatSkeletons labels={['in the last 24 hours', 'of them failed']} />
      }
      footer={
        <Link to="/backups" className={footerLinkClass}>
          {allOf(query.data?.total ?? 0, 'backup', 'backups')}
        </Link>
      }
    >
      {(page) => {
        const recent = recentBackups(page);
        return (
          <ul className={statGridClass}>
            <li>
              <Link to="/backups" className={statLinkClass} data-testid="backups-recent">
                <StatValue value={`${recent.complete ? '' : 'at least '}${formatNumber(recent.count)}`} label="in the last 24 hours" />
              </Link>
            </li>
            <li>
              <Link to="/backups" className={statLinkClass} data-testid="backups-failed">
                <StatValue
                  value={formatNumber(recent.failed)}
                  label="of them failed"
                  tone={recent.failed ? 'danger' : undefined}
                />
              </Link>
            </li>
          </ul>
        );
      }}
    </Tile>
  );
}
