import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import { BACKGROUND } from '@/api/client';
import { personAsked } from '@/api/cache/page-reads';
import type { components } from '@/api/schema.gen';
import { queryParams } from '@/lib/url-search/search';
import type { TicketsSearch } from './search';

export type Ticket = components['schemas']['Ticket'];
export type TicketDetail = components['schemas']['TicketDetail'];
export type TicketMessage = components['schemas']['TicketMessage'];
export type TicketStatus = components['schemas']['TicketStatus'];
export type TicketCreate = components['schemas']['TicketCreate'];

export const ticketsCall = (search: TicketsSearch) =>
  apiCall('get', '/tickets', { params: { query: queryParams(search) } });

export const ticketsQuery = (search: TicketsSearch) => callQuery(ticketsCall(search));

export const ticketCall = (id: string) =>
  apiCall('get', '/tickets/{id}', { params: { path: { id } } });

/**
 * `background` marks the polling while support answers, so it yields to what the user clicks (a
 * person's Refresh meanwhile is theirs: personAsked).
 */
export function ticketQuery(id: string, background = false) {
  return callQuery(ticketCall(id), {
    headers: ({ queryKey }) => (background && !personAsked(queryKey) ? BACKGROUND : undefined),
  });
}
