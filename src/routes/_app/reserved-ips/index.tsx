import { createFileRoute } from '@tanstack/react-router';
import { reservedIpsQuery } from '@/features/reserved-ips/queries';
import { reservedIpsSearchSchema } from '@/features/reserved-ips/search';
import { ReservedIpsPage } from '@/features/reserved-ips/components/reserved-ips-page';

export const Route = createFileRoute('/_app/reserved-ips/')({
  validateSearch: reservedIpsSearchSchema,
  // Filtering and sorting happen in the browser: the search is not a loader dependency.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(reservedIpsQuery),
  component: ReservedIpsPage,
});
