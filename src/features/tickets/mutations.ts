import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { markAwaitingAnswer } from './awaiting-answer';
import { ticketKeys, type TicketCreate, type TicketDetail } from './queries';

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
