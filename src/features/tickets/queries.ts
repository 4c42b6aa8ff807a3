import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, PRIORITY_HEADER, unwrap, BACKGROUND } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { FetchPage } from '@/components/table/fetch-all-pages';
import { pageQuery } from '@/components/table/search';
import { markAwaitingAnswer } from './awaiting-answer';
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

/** A write's answer is the new ticket: show it at once, and let lists refetch when next seen. */
function settle(queryClient: QueryClient, ticket: TicketDetail): void {
  queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
  void queryClient.invalidateQueries({ queryKey: ticketKeys.list });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCreate) => unwrap(api.POST('/tickets', { body })),
    onSuccess: (ticket) => {
      settle(queryClient, ticket);
      markAwaitingAnswer(ticket.id);
    },
  });
}

export function useReplyTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => unwrap(api.POST('/tickets/{id}/messages', { params: { path: { id } }, body: { body } })),
    onSuccess: (ticket) => settle(queryClient, ticket),
  });
}

export function useCloseTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/tickets/{id}/close', { params: { path: { id } } })),
    onSuccess: (ticket) => settle(queryClient, ticket),
  });
}
