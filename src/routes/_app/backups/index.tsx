import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { readLiveOperations } from '@/features/explorer/queries';
import { liveSearch } from '@/lib/url-search/live-bounds';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { backupsQuery } from '@/features/backups/queries';
import { backupsSearchSchema } from '@/features/backups/search';
import { BackupsPage } from '@/features/backups/components/backups-page';

export const Route = createFileRoute('/_app/backups/')({
  validateSearch: backupsSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // What the live document refuses is never sent (live-bounds.ts).
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadPage(
      queryClient,
      liveSearch('/backups', deps, () => readLiveOperations(queryClient)).then(backupsQuery),
      cause,
    ),
  component: BackupsPage,
});
