import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '@/lib/format';
import { recentBackupsQuery } from '../queries';
import { recentBackups } from '../summaries';
import {
  countFooter,
  StatSkeletons,
  StatValue,
  statGridClass,
  statLinkClass,
  Tile,
  TileDrift,
} from './tile';

export function BackupsTile() {
  const { t } = useLingui();
  const query = useQuery(recentBackupsQuery);
  const recentLabel = t`in the last 24 hours`;
  const failedLabel = t`of them failed`;
  return (
    <Tile
      title={t`Backups`}
      loadingLabel={t`Loading backups…`}
      query={query}
      skeleton={<StatSkeletons labels={[recentLabel, failedLabel]} />}
      footer={countFooter(query.isSuccess, query.data?.total, '/backups', (count) =>
        plural(count, { 0: 'No backups yet', one: '# backup', other: 'All # backups' }),
      )}
    >
      {(page) => {
        // The first view carries no validator (docs/drift.md): a page without its list is said, not thrown.
        if (!Array.isArray(page.items as unknown)) return <TileDrift path="/backups" />;
        const recent = recentBackups(page);
        const recentCount = formatNumber(recent.count);
        return (
          <ul className={statGridClass}>
            <li>
              <Link to="/backups" className={statLinkClass} data-testid="backups-recent">
                <StatValue
                  value={recent.complete ? recentCount : t`at least ${recentCount}`}
                  label={recentLabel}
                />
              </Link>
            </li>
            <li>
              <Link to="/backups" className={statLinkClass} data-testid="backups-failed">
                <StatValue
                  value={formatNumber(recent.failed)}
                  label={failedLabel}
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
