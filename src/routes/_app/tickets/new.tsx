import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, stringParam } from '@/lib/url-search/params';
import { NewTicketPage } from '@/features/tickets/components/new-ticket-page';

const newTicketSearch = searchSchema({ instanceId: stringParam({ max: 200 }) });

export const Route = createFileRoute('/_app/tickets/new')({
  validateSearch: newTicketSearch,
  component: NewTicketRoute,
});

function NewTicketRoute() {
  const { instanceId } = Route.useSearch();
  return <NewTicketPage instanceId={instanceId} />;
}
