import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { readLiveOperations } from '@/features/explorer/queries';
import { liveSearch } from '@/lib/url-search/live-bounds';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { TicketsPage } from '@/features/tickets/components/tickets-page';
import { ticketsQuery } from '@/features/tickets/queries';
import { ticketsSearchSchema } from '@/features/tickets/search';

export const Route = createFileRoute('/_app/tickets/')({
  validateSearch: ticketsSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // What the live document refuses is never sent (live-bounds.ts).
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadPage(
      queryClient,
      liveSearch('/tickets', deps, () => readLiveOperations(queryClient)).then(ticketsQuery),
      cause,
    ),
  component: TicketsPage,
});
