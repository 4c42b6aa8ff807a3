import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { TicketsPage } from '@/features/tickets/components/tickets-page';
import { ticketsQuery } from '@/features/tickets/queries';
import { ticketsSearchSchema } from '@/features/tickets/search';

export const Route = createFileRoute('/_app/tickets/')({
  validateSearch: ticketsSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadPage(queryClient, ticketsQuery(deps), cause),
  component: TicketsPage,
});
