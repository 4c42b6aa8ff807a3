import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DetailList } from '@/components/table/detail-list';
import { InstanceLink } from '@/components/table/instance-link';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { CopyText } from '@/components/ui/copy-text';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format';
import { reservedIpCall, reservedIpQuery } from '../queries';
import { ReservedIpActions } from './reserved-ip-actions';
import { RegionName } from '@/components/pickers/region-name';
import { shown } from '@/lib/presentation';

const route = getRouteApi('/_app/reserved-ips/$reservedIpId');

export function ReservedIpDetailPage() {
  const { reservedIpId } = route.useParams();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error.
  const { data: ip } = useSuspenseQuery(reservedIpQuery(reservedIpId));
  const { byId } = useInstanceIndex();
  const instance = ip.instanceId ? byId.get(ip.instanceId) : undefined;
  return (
    <>
      <BackLink to="/reserved-ips" label="Reserved IPs" />
      <PageHeader title={shown(ip.ipAddress, 'ip')} description={<>Reserved address in <RegionName regionId={ip.regionId} />.</>} actions={<ReservedIpActions ip={ip} instanceName={instance?.name} />} request={reservedIpCall(ip.id)} />
      <DetailList
        label="Reserved IP details"
        items={[
          { term: 'Address', value: <CopyText value={ip.ipAddress} label="IP address" /> },
          { term: 'ID', value: <CopyText value={ip.id} label="reserved IP ID" /> },
          { term: 'Region', value: <RegionName regionId={ip.regionId} /> },
          {
            term: 'Assigned to',
            value: ip.instanceId ? (
              <span className="flex flex-wrap items-center gap-2">
                <InstanceLink instanceId={ip.instanceId} name={instance?.name} />
                {instance ? <span className="text-muted">({instance.status})</span> : null}
                <CopyText value={ip.instanceId} label="instance ID" />
              </span>
            ) : (
              <span className="text-muted">Unassigned</span>
            ),
          },
          { term: 'Reserved', value: formatDateTime(ip.createdAt) },
        ]}
      />
    </>
  );
}
