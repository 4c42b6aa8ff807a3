import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DetailList } from '@/components/table/detail-list';
import { InstanceLink } from '@/components/table/instance-link';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { CopyText } from '@/components/ui/copy-text';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime, formatNumber } from '@/lib/format';
import { vpcCall, vpcQuery } from '../queries';
import { RemoveMemberButton, VpcActions } from './vpc-actions';
import { RegionName } from '@/components/pickers/region-name';
import { shown } from '@/lib/presentation';

const route = getRouteApi('/_app/vpcs/$vpcId');

export function VpcDetailPage() {
  const { vpcId } = route.useParams();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error.
  const { data: vpc } = useSuspenseQuery(vpcQuery(vpcId));
  const { byId } = useInstanceIndex();
  return (
    <>
      <BackLink to="/vpcs" label="VPCs" />
      <PageHeader title={vpc.name} description={<>Private network {shown(vpc.ipRange, 'ip')} in <RegionName regionId={vpc.regionId} />.</>} actions={<VpcActions vpc={vpc} />} request={vpcCall(vpc.id)} />
      <DetailList
        label="VPC details"
        items={[
          { term: 'ID', value: <CopyText value={vpc.id} label="VPC ID" /> },
          { term: 'IP range', value: <CopyText value={vpc.ipRange} label="IP range" /> },
          { term: 'Region', value: <RegionName regionId={vpc.regionId} /> },
          { term: 'Members', value: formatNumber(vpc.instanceIds.length) },
          { term: 'Created', value: formatDateTime(vpc.createdAt) },
        ]}
      />
      <section aria-labelledby="vpc-members" className="mt-6">
        <h2 id="vpc-members" className="mb-2 text-base font-semibold">
          Members
        </h2>
        {vpc.instanceIds.length === 0 ? (
          <p className="text-sm text-muted">No instances in this VPC.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface text-sm">
            {vpc.instanceIds.map((instanceId) => {
              const instance = byId.get(instanceId);
              return (
                <li key={instanceId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                  <InstanceLink instanceId={instanceId} name={instance?.name} />
                  {instance ? <span className="text-muted">{instance.status}</span> : null}
                  {instance?.ipAddress ? <CopyText value={instance.ipAddress} label={`IP address of ${instance.name}`} /> : null}
                  <span className="ms-auto">
                    <RemoveMemberButton vpc={vpc} instanceId={instanceId} name={instance?.name ?? instanceId} />
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
