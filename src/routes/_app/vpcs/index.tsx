import { createFileRoute } from '@tanstack/react-router';
import { vpcsQuery } from '@/features/vpcs/queries';
import { vpcsSearchSchema } from '@/features/vpcs/search';
import { VpcsPage } from '@/features/vpcs/components/vpcs-page';

export const Route = createFileRoute('/_app/vpcs/')({
  validateSearch: vpcsSearchSchema,
  // Filtering and sorting happen in the browser: the search is not a loader dependency.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(vpcsQuery),
  component: VpcsPage,
});
