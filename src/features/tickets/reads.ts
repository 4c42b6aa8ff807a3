// What the tickets page reads, checked where it reads it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { ticketListReads } from '@/api/reads/panels';

export const selectTicketList = selectReads<unknown>(ticketListReads);
