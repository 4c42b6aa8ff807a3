import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { BACKGROUND } from '@/api/client';
import { personAsked } from '@/api/page-reads';
import type { components } from '@/api/schema.gen';
import type { FetchPage } from '@/api/fetch-all-pages';
import { pageQuery } from '@/lib/url-search/page-params';
import type { TicketsSearch } from './search';

export type Ticket = components['schemas']['Ticket'];
export type TicketDetail = components['schemas']['TicketDetail'];
export type TicketMessage = components['schemas']['TicketMessage'];
export type TicketStatus = components['schemas']['TicketStatus'];
export type TicketCreate = components['schemas']['TicketCreate'];

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => ['tickets', 'list'] as const,
  list: (search: TicketsSearch) => ['tickets', 'list', pageQuery(search)] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};

export const ticketsCall = (search: TicketsSearch) => apiCall('get', '/tickets', { params: { query: pageQuery(search) } });

export function ticketsListQuery(search: TicketsSearch) {
  const call = ticketsCall(search);
  return queryOptions({
    queryKey: ticketKeys.list(search),
    queryFn: ({ signal }) => send(call, { signal }),
  });
}

/** Pages of the same filtered set for Export CSV, as background work for the governor. */
export function exportTicketsPage(search: TicketsSearch): FetchPage<Ticket> {
  const { limit: _limit, offset: _offset, ...filters } = pageQuery(search);
  return ({ limit, offset, signal }) => send(ticketsCall({ ...filters, limit, offset }), { headers: BACKGROUND, signal });
}

export const ticketCall = (id: string) => apiCall('get', '/tickets/{id}', { params: { path: { id } } });

/**
 * `background` marks the polling while support answers, so it yields to what the user clicks (a
 * person's Refresh meanwhile is theirs: personAsked).
 */
export function ticketDetailQuery(id: string, background = false) {
  return queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal, queryKey }) => send(ticketCall(id), { signal, headers: background && !personAsked(queryKey) ? BACKGROUND : undefined }),
  });
}
