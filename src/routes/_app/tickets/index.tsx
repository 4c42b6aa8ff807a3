import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { TicketsPage } from '@/features/tickets/components/tickets-page';
import { ticketsQuery } from '@/features/tickets/queries';
import { ticketsSearchSchema } from '@/features/tickets/search';

export const Route = createFileRoute('/_app/tickets/')({
  validateSearch: ticketsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => loadPage(queryClient, ticketsQuery(deps), cause),
  component: TicketsPage,
});
