import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { NewTicketPage } from '@/features/tickets/components/new-ticket-page';

const newTicketSearch = z.object({
  instanceId: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(200))), undefined),
});

export const Route = createFileRoute('/_app/tickets/new')({
  validateSearch: newTicketSearch,
  component: NewTicketRoute,
});

function NewTicketRoute() {
  const { instanceId } = Route.useSearch();
  return <NewTicketPage instanceId={instanceId} />;
}
