import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { markAwaitingAnswer } from './awaiting-answer';
import { pathKey, callKey } from '@/api/cache/call-query';
import { ticketCall, type TicketCreate, type TicketDetail } from './queries';

/** A write's answer is the new ticket: show it at once, and let lists refetch when next seen. */
function settle(queryClient: QueryClient, ticket: TicketDetail): void {
  queryClient.setQueryData(callKey(ticketCall(ticket.id)), ticket);
  void queryClient.invalidateQueries({ queryKey: pathKey('/tickets') });
}

export const createTicketCall = (body: TicketCreate) => apiCall('post', '/tickets', { body });
export const replyTicketCall = (id: string, body: string) =>
  apiCall('post', '/tickets/{id}/messages', { params: { path: { id } }, body: { body } });
export const closeTicketCall = (id: string) =>
  apiCall('post', '/tickets/{id}/close', { params: { path: { id } } });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: TicketCreate) => send(createTicketCall(body)),
    onSuccess: (ticket) => {
      settle(queryClient, ticket);
      markAwaitingAnswer(ticket.id);
    },
  });
}

export function useReplyTicket(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: string) => send(replyTicketCall(id, body)),
    onSuccess: (ticket) => settle(queryClient, ticket),
  });
}

export function useCloseTicket(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => send(closeTicketCall(id)),
    onSuccess: (ticket) => settle(queryClient, ticket),
  });
}
