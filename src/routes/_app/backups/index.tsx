import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { backupsQuery } from '@/features/backups/queries';
import { backupsSearchSchema } from '@/features/backups/search';
import { BackupsPage } from '@/features/backups/components/backups-page';

export const Route = createFileRoute('/_app/backups/')({
  validateSearch: backupsSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadPage(queryClient, backupsQuery(deps), cause),
  component: BackupsPage,
});
