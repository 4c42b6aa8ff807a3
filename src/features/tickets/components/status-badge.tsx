import { StatusBadge as TableStatusBadge } from '@/components/table/status-badge';
import type { StatTone } from '@/components/table/stats-cards';
import { EnumLabel } from '@/components/ui/enum-label';
import type { TicketStatus } from '../queries';

export const STATUS_LABEL: Record<TicketStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

/** What each status means for the customer, said in words as well as colour. */
export const STATUS_MEANING: Record<TicketStatus, string> = {
  open: 'waiting for support',
  answered: 'support replied',
  closed: 'closed',
};

export const STATUS_TONE: Record<TicketStatus, StatTone> = { open: 'warning', answered: 'info', closed: 'neutral' };

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <TableStatusBadge label={<EnumLabel labels={STATUS_LABEL} value={status} />} tone={STATUS_TONE[status]} />;
}
