import { createFileRoute } from '@tanstack/react-router';
import { RecentActivity } from '@/features/attention/components/recent-activity';
import { TicketPage } from '@/features/tickets/components/ticket-page';
import { ticketQuery } from '@/features/tickets/queries';

export const Route = createFileRoute('/_app/tickets/$ticketId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(ticketQuery(params.ticketId)),
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  // Keyed so that moving to another ticket starts without the previous one's polling state.
  return (
    <>
      <TicketPage key={ticketId} id={ticketId} />
      <RecentActivity type="ticket" id={ticketId} />
    </>
  );
}
