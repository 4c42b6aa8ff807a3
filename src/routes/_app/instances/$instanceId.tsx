import { createFileRoute } from '@tanstack/react-router';
import { RecentActivity } from '@/features/attention/components/recent-activity';
import { prefetchCatalog } from '@/api/queries/catalog';
import { pageOpening } from '@/lib/code-loading/when-idle';
import { instanceQuery, metricsHistoryQuery } from '@/features/instances/queries';
import { DEFAULT_RANGE, instanceDetailSearchSchema } from '@/features/instances/search';
import { InstanceDetailPage } from '@/features/instances/components/instance-detail-page';

export const Route = createFileRoute('/_app/instances/$instanceId')({
  validateSearch: instanceDetailSearchSchema,
  loaderDeps: ({ search }) => ({ range: search.range ?? DEFAULT_RANGE }),
  loader: ({ context: { queryClient }, params, deps, cause }) => {
    // The charts can come a moment later; the page waits only for the instance itself.
    void queryClient.prefetchQuery(metricsHistoryQuery(params.instanceId, deps.range));
    // The plan, region and image fields: asked for beside the instance, not after the page has
    // drawn. A link's hover preload reads only the instance and its charts.
    if (pageOpening(cause)) prefetchCatalog(queryClient, { images: true });
    return queryClient.ensureQueryData(instanceQuery(params.instanceId));
  },
  component: InstanceRoute,
});

function InstanceRoute() {
  const { instanceId } = Route.useParams();
  return (
    <>
      <InstanceDetailPage />
      <RecentActivity type="instance" id={instanceId} />
    </>
  );
}
