import { createFileRoute } from '@tanstack/react-router';
import { osImagesQuery, plansQuery, regionsQuery } from '@/api/queries/catalog';
import { DeployPage } from '@/features/instances/components/deploy-page';

export const Route = createFileRoute('/_app/instances/deploy')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(plansQuery),
      queryClient.ensureQueryData(regionsQuery),
      queryClient.ensureQueryData(osImagesQuery),
    ]),
  component: DeployPage,
});
