import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DetailList } from '@/components/table/detail-list';
import { InstanceLink } from '@/components/table/instance-link';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { CopyText } from '@/components/ui/copy-text';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { DriftedDetail } from '@/components/ui/drifted-detail';
import { formatDateTime, formatNumber } from '@/lib/format';
import { vpcCall, vpcQuery, type Vpc } from '../queries';
import { selectVpcDetail } from '../reads';
import { RemoveMemberButton, VpcActions } from './vpc-actions';
import { RegionName } from '@/components/pickers/region-name';
import { shown } from '@/lib/presentation/presentation';
import { instanceStatusWord } from '@/lib/wording/instance-status';

const route = getRouteApi('/_app/vpcs/$vpcId');

export function VpcDetailPage() {
  const { t } = useLingui();
  const { vpcId } = route.useParams();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error. What
  // the fields, members and actions read is checked (docs/drift.md): a drifted answer is said in their place.
  const { data: read } = useSuspenseQuery({ ...vpcQuery(vpcId), select: selectVpcDetail });
  if (!read.ok) {
    return (
      <DriftedDetail
        back="/vpcs"
        backLabel={t`VPCs`}
        id={vpcId}
        what={t`VPC`}
        request={vpcCall(vpcId)}
        read={read}
      />
    );
  }
  return <VpcDetail vpc={read.data} />;
}

function VpcDetail({ vpc }: { vpc: Vpc }) {
  const { t } = useLingui();
  const { byId } = useInstanceIndex();
  const range = shown(vpc.ipRange, 'ip');
  const region = <RegionName regionId={vpc.regionId} />;
  return (
    <>
      <BackLink to="/vpcs" label={t`VPCs`} />
      <PageHeader
        title={vpc.name}
        description={
          <Trans>
            Private network {range} in {region}.
          </Trans>
        }
        actions={<VpcActions vpc={vpc} />}
        request={vpcCall(vpc.id)}
      />
      <DetailList
        label={t`VPC details`}
        items={[
          { term: t`ID`, value: <CopyText value={vpc.id} label={t`VPC ID`} /> },
          { term: t`IP range`, value: <CopyText value={vpc.ipRange} label={t`IP range`} /> },
          { term: t`Region`, value: <RegionName regionId={vpc.regionId} /> },
          { term: t`Members`, value: formatNumber(vpc.instanceIds.length) },
          { term: t`Created`, value: formatDateTime(vpc.createdAt) },
        ]}
      />
      <section aria-labelledby="vpc-members" className="mt-6">
        <h2 id="vpc-members" className="mb-2 text-base font-semibold">
          {t`Members`}
        </h2>
        {vpc.instanceIds.length === 0 ? (
          <p className="text-sm text-muted">{t`No instances in this VPC.`}</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface text-sm">
            {vpc.instanceIds.map((instanceId) => {
              const instance = byId.get(instanceId);
              const memberName = instance?.name;
              return (
                <li
                  key={instanceId}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
                >
                  <InstanceLink instanceId={instanceId} name={instance?.name} />
                  {instance ? (
                    <span className="text-muted">{instanceStatusWord(instance.status)}</span>
                  ) : null}
                  {instance?.ipAddress ? (
                    <CopyText value={instance.ipAddress} label={t`IP address of ${memberName}`} />
                  ) : null}
                  <span className="ms-auto">
                    <RemoveMemberButton
                      vpc={vpc}
                      instanceId={instanceId}
                      name={instance?.name ?? instanceId}
                    />
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
