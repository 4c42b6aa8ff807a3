import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewTicketPage } from '@/features/tickets/components/new-ticket-page';

const newTicketSearch = z.object({ instanceId: z.string().min(1).max(200).optional().catch(undefined) });

export const Route = createFileRoute('/_app/tickets/new')({
  validateSearch: newTicketSearch,
  component: NewTicketRoute,
});

function NewTicketRoute() {
  const { instanceId } = Route.useSearch();
  return <NewTicketPage instanceId={instanceId} />;
}
