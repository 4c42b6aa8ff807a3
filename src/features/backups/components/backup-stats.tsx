import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { StatsCards } from '@/components/table/stats-cards';
import { formatCount, formatGb } from '../format';
import { backupTypeCountsQuery, type Backup, type BackupType } from '../queries';
import type { BackupsSearch } from '../search';

interface BackupPage {
  total: number;
  stats: { byType: Record<BackupType, number>; totalSizeGb: number };
  items: Backup[];
}

/**
 * Counts by type from the server's stats of the list without the type filter, so every card keeps
 * its number while one type is selected; the size is that of the backups listed now.
 */
export function BackupStats({
  search,
  page,
  onType,
}: {
  search: BackupsSearch;
  page: BackupPage | undefined;
  onType: (type: BackupType | undefined) => void;
}) {
  const { t } = useLingui();
  const counts = useQuery({ ...backupTypeCountsQuery(search), enabled: search.type !== undefined });
  const source = search.type === undefined ? page : counts.data;
  const byType = source?.stats.byType;
  return (
    <StatsCards
      label={t`Backup summary`}
      items={[
        {
          id: 'all',
          label: t`All backups`,
          value: formatCount(source?.total),
          selected: !search.type,
          onSelect: () => onType(undefined),
        },
        {
          id: 'auto',
          label: t`Automatic`,
          value: formatCount(byType?.auto),
          tone: 'info',
          selected: search.type === 'auto',
          onSelect: () => onType('auto'),
        },
        {
          id: 'manual',
          label: t`Manual`,
          value: formatCount(byType?.manual),
          tone: 'neutral',
          selected: search.type === 'manual',
          onSelect: () => onType('manual'),
        },
        {
          id: 'size',
          label: t`Total size`,
          value: page ? formatGb(page.stats.totalSizeGb) : undefined,
          hint: search.type || search.q ? t`of the backups listed` : t`of all backups`,
        },
      ]}
    />
  );
}
