import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { readLiveOperations } from '@/features/explorer/queries';
import { liveSearch } from '@/lib/url-search/live-bounds';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { backupServersQuery } from '@/features/backups/queries';
import { backupServersSearchSchema } from '@/features/backups/search';
import { BackupServersPage } from '@/features/backups/components/backup-servers-page';

export const Route = createFileRoute('/_app/backups/servers')({
  validateSearch: backupServersSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // What the live document refuses is never sent (live-bounds.ts).
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadPage(
      queryClient,
      liveSearch('/backups/servers', deps, () => readLiveOperations(queryClient)).then(
        backupServersQuery,
      ),
      cause,
    ),
  component: BackupServersPage,
});
