import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { backupServersQuery } from '@/features/backups/queries';
import { backupServersSearchSchema } from '@/features/backups/search';
import { BackupServersPage } from '@/features/backups/components/backup-servers-page';

export const Route = createFileRoute('/_app/backups/servers')({
  validateSearch: backupServersSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadPage(queryClient, backupServersQuery(deps), cause),
  component: BackupServersPage,
});
