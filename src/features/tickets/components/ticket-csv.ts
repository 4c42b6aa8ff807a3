import type { CsvColumn } from '@/lib/csv';
import type { Ticket } from '../queries';

export const ticketCsvColumns: CsvColumn<Ticket>[] = [
  { header: 'ID', value: (ticket) => ticket.id },
  { header: 'Subject', value: (ticket) => ticket.subject },
  { header: 'Status', value: (ticket) => ticket.status },
  { header: 'Messages', value: (ticket) => ticket.messageCount },
  { header: 'Instance', value: (ticket) => ticket.instanceId ?? '' },
  { header: 'Opened', value: (ticket) => ticket.createdAt },
  { header: 'Last update', value: (ticket) => ticket.updatedAt },
];
