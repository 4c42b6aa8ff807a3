import { createFileRoute } from '@tanstack/react-router';
import { InstancesPage } from '@/features/instances/components/instances-page';
import { instancesListQuery } from '@/api/queries/instances';
import { instancesSearchSchema } from '@/features/instances/search';

export const Route = createFileRoute('/_app/instances/')({
  validateSearch: instancesSearchSchema,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(instancesListQuery),
  component: InstancesPage,
});
