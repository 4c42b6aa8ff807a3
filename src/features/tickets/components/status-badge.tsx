import { t } from '@lingui/core/macro';
import { StatusBadge as TableStatusBadge } from '@/components/table/status-badge';
import type { StatTone } from '@/components/table/stats-cards';
import { EnumLabel } from '@/components/ui/enum-label';
import { useLingui } from '@/lib/i18n/i18n-react';
import type { TicketStatus } from '../queries';

/** Each status in words, in the language of the moment (call it while rendering). */
export function statusLabels(): Record<TicketStatus, string> {
  return {
    open: t({ message: 'Open', context: 'ticket status' }),
    answered: t({ message: 'Answered', context: 'ticket status' }),
    closed: t({ message: 'Closed', context: 'ticket status' }),
  };
}

/** What each status means for the customer, said in words as well as colour. */
export function statusMeanings(): Record<TicketStatus, string> {
  return {
    open: t`waiting for support`,
    answered: t`support replied`,
    closed: t({ message: 'closed', context: 'ticket status meaning' }),
  };
}

export const STATUS_TONE: Record<TicketStatus, StatTone> = {
  open: 'warning',
  answered: 'info',
  closed: 'neutral',
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  // Drawn again when the language changes.
  useLingui();
  return (
    <TableStatusBadge
      label={<EnumLabel labels={statusLabels()} value={status} />}
      tone={STATUS_TONE[status]}
    />
  );
}
