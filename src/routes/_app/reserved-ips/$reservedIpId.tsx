import { createFileRoute } from '@tanstack/react-router';
import { reservedIpQuery } from '@/features/reserved-ips/queries';
import { ReservedIpDetailPage } from '@/features/reserved-ips/components/reserved-ip-detail-page';

export const Route = createFileRoute('/_app/reserved-ips/$reservedIpId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(reservedIpQuery(params.reservedIpId)),
  component: ReservedIpDetailPage,
});
