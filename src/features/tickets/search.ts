import { enumParam, paginatedSearchSchema } from '@/lib/url-search/search';
import type { components } from '@/api/schema.gen';
import type { SearchOutput } from '@/lib/url-search/params';

export const TICKET_STATUSES = [
  'open',
  'answered',
  'closed',
] as const satisfies readonly components['schemas']['TicketStatus'][];

/** ?status plus page, size and q; a bad value is reset, never sent. */
export const ticketsSearchSchema = paginatedSearchSchema({ status: enumParam(TICKET_STATUSES) });

export type TicketsSearch = SearchOutput<typeof ticketsSearchSchema>;
