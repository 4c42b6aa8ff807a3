// What the tickets page reads, checked where it reads it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { ticketConversationReads, ticketDetailReads, ticketListReads } from '@/api/reads/panels';
import type { TicketDetail } from './queries';

export const selectTicketList = selectReads<unknown>(ticketListReads);
export const selectTicketFields = selectReads<TicketDetail>(ticketDetailReads);
export const selectTicketConversation = selectReads<TicketDetail>(ticketConversationReads);
