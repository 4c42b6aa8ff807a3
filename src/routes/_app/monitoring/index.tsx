import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { readLiveOperations } from '@/features/explorer/queries';
import { liveSearch } from '@/lib/url-search/live-bounds';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { monitoredServersQuery } from '@/features/monitoring/queries';
import { monitoringSearchSchema } from '@/features/monitoring/search';
import { MonitoringPage } from '@/features/monitoring/components/monitoring-page';

export const Route = createFileRoute('/_app/monitoring/')({
  validateSearch: monitoringSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // What the live document refuses is never sent (live-bounds.ts).
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadPage(
      queryClient,
      liveSearch('/monitoring/servers', deps, () => readLiveOperations(queryClient)).then(
        monitoredServersQuery,
      ),
      cause,
    ),
  component: MonitoringPage,
});
