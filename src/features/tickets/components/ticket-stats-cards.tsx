import { useLingui } from '@lingui/react/macro';
import { StatsCards, type StatItem } from '@/components/table/stats-cards';
import type { components } from '@/api/schema.gen';
import { formatNumber } from '@/lib/format';
import type { TicketStatus } from '../queries';
import { TICKET_STATUSES } from '../search';
import { STATUS_TONE, statusLabels, statusMeanings } from './status-badge';

/** The server's counts by status; clicking a card applies (or, when active, clears) its filter. */
export function TicketStatsCards({
  byStatus,
  status,
  onSelect,
}: {
  byStatus: components['schemas']['TicketStats']['byStatus'] | undefined;
  status: TicketStatus | undefined;
  onSelect: (status: TicketStatus | undefined) => void;
}) {
  const { t } = useLingui();
  const labels = statusLabels();
  const meanings = statusMeanings();
  const items: StatItem[] = [
    {
      id: 'all',
      label: t`All tickets`,
      value: byStatus && formatNumber(byStatus.open + byStatus.answered + byStatus.closed),
      hint: status ? t`with this filter` : undefined,
      selected: !status,
      onSelect: () => onSelect(undefined),
    },
    ...TICKET_STATUSES.map((each): StatItem => ({
      id: each,
      label: labels[each],
      value: byStatus && formatNumber(byStatus[each]),
      hint: meanings[each],
      tone: STATUS_TONE[each],
      selected: status === each,
      onSelect: () => onSelect(status === each ? undefined : each),
    })),
  ];
  return <StatsCards label={t`Tickets by status`} items={items} />;
}
