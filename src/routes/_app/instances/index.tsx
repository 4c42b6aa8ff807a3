import { createFileRoute } from '@tanstack/react-router';
import { InstancesPage } from '@/features/instances/components/instances-page';
import { instancesQuery } from '@/api/queries/instances';
import { prefetchCatalog } from '@/api/queries/catalog';
import { pageOpening } from '@/lib/code-loading/when-idle';
import { instancesSearchSchema } from '@/features/instances/search';

export const Route = createFileRoute('/_app/instances/')({
  validateSearch: instancesSearchSchema,
  loader: ({ context: { queryClient }, cause }) => {
    // The plan and region columns: asked for beside the list, not after the page has drawn it
    // (the table would draw twice). A link's hover preload reads only the list.
    if (pageOpening(cause)) prefetchCatalog(queryClient);
    return queryClient.ensureQueryData(instancesQuery);
  },
  component: InstancesPage,
});
