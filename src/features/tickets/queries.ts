import { queryOptions } from '@tanstack/react-query';
import { api, PRIORITY_HEADER, unwrap, BACKGROUND } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { FetchPage } from '@/components/table/fetch-all-pages';
import { pageQuery } from '@/components/table/search';
import type { TicketsSearch } from './search';

export type Ticket = components['schemas']['Ticket'];
export type TicketDetail = components['schemas']['TicketDetail'];
export type TicketMessage = components['schemas']['TicketMessage'];
export type TicketStatus = components['schemas']['TicketStatus'];
export type TicketCreate = components['schemas']['TicketCreate'];

export const ticketKeys = {
  all: ['tickets'] as const,
  list: ['tickets', 'list'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};

export function ticketsListQuery(search: TicketsSearch) {
  const query = pageQuery(search);
  return queryOptions({
    queryKey: [...ticketKeys.list, query] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/tickets', { params: { query }, signal })),
  });
}

/** Pages of the same filtered set for Export CSV, as background work for the governor. */
export function exportTicketsPage(search: TicketsSearch): FetchPage<Ticket> {
  const { limit: _limit, offset: _offset, ...filters } = pageQuery(search);
  return ({ limit, offset, signal }) => unwrap(api.GET('/tickets', { params: { query: { ...filters, limit, offset } }, headers: BACKGROUND, signal }));
}

/** `background` marks the polling while support answers, so it yields to what the user clicks. */
export function ticketDetailQuery(id: string, background = false) {
  return queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/tickets/{id}', {
          params: { path: { id } },
          signal,
          headers: background ? { [PRIORITY_HEADER]: 'background' } : undefined,
        }),
      ),
  });
}

/** Same key and fetch as the instances page, so both share one cached list. */
export const instancesListQuery = queryOptions({
  queryKey: ['instances', 'list'] as const,
  queryFn: () => unwrap(api.GET('/instances')),
});
