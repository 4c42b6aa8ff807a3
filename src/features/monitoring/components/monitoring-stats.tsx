import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { StatsCards } from '@/components/table/stats-cards';
import { formatNumber } from '@/lib/format';
import { statusCountsQuery, type ServerStatus } from '../queries';
import { SERVER_STATUSES, type MonitoringSearch } from '../search';
import { statusLabels, STATUS_TONE } from '../status';

interface ServersPage {
  total: number;
  stats: { byStatus: Record<ServerStatus, number> };
}

const count = (value: number | undefined) =>
  value === undefined ? undefined : formatNumber(value);

/** Counts by status from the server's stats of the list without the status filter. */
export function MonitoringStats({
  search,
  page,
  onStatus,
}: {
  search: MonitoringSearch;
  page: ServersPage | undefined;
  onStatus: (status: ServerStatus | undefined) => void;
}) {
  const { t } = useLingui();
  const labels = statusLabels();
  const counts = useQuery({ ...statusCountsQuery(search), enabled: search.status !== undefined });
  const source = search.status === undefined ? page : counts.data;
  return (
    <StatsCards
      label={t`Servers by status`}
      items={[
        {
          id: 'all',
          label: t`All servers`,
          value: count(source?.total),
          selected: !search.status,
          onSelect: () => onStatus(undefined),
        },
        ...SERVER_STATUSES.map((status) => ({
          id: status,
          label: labels[status],
          value: count(source?.stats.byStatus[status]),
          tone: STATUS_TONE[status],
          selected: search.status === status,
          onSelect: () => onStatus(status),
        })),
      ]}
    />
  );
}
