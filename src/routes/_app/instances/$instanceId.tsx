import { createFileRoute } from '@tanstack/react-router';
import { instanceDetailQuery, metricsHistoryQuery } from '@/features/instances/queries';
import { DEFAULT_RANGE, instanceDetailSearchSchema } from '@/features/instances/search';
import { InstanceDetailPage } from '@/features/instances/components/instance-detail-page';

export const Route = createFileRoute('/_app/instances/$instanceId')({
  validateSearch: instanceDetailSearchSchema,
  loaderDeps: ({ search }) => ({ range: search.range ?? DEFAULT_RANGE }),
  loader: ({ context: { queryClient }, params, deps }) => {
    // The charts can come a moment later; the page waits only for the instance itself.
    void queryClient.prefetchQuery(metricsHistoryQuery(params.instanceId, deps.range));
    return queryClient.ensureQueryData(instanceDetailQuery(params.instanceId));
  },
  component: InstanceDetailPage,
});
