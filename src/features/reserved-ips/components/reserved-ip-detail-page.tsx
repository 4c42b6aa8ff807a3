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
import { formatDateTime } from '@/lib/format';
import { reservedIpCall, reservedIpQuery, type ReservedIp } from '../queries';
import { selectReservedIpDetail } from '../reads';
import { ReservedIpActions } from './reserved-ip-actions';
import { RegionName } from '@/components/pickers/region-name';
import { shown } from '@/lib/presentation/presentation';
import { instanceStatusWord } from '@/lib/wording/instance-status';

const route = getRouteApi('/_app/reserved-ips/$reservedIpId');

export function ReservedIpDetailPage() {
  const { t } = useLingui();
  const { reservedIpId } = route.useParams();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error. What
  // the fields and actions read is checked (docs/drift.md): a drifted answer is said in their place.
  const { data: read } = useSuspenseQuery({
    ...reservedIpQuery(reservedIpId),
    select: selectReservedIpDetail,
  });
  if (!read.ok) {
    return (
      <DriftedDetail
        back="/reserved-ips"
        backLabel={t`Reserved IPs`}
        id={reservedIpId}
        what={t`Reserved IP`}
        request={reservedIpCall(reservedIpId)}
        read={read}
      />
    );
  }
  return <ReservedIpDetail ip={read.data} />;
}

function ReservedIpDetail({ ip }: { ip: ReservedIp }) {
  const { t } = useLingui();
  const { byId } = useInstanceIndex();
  const instance = ip.instanceId ? byId.get(ip.instanceId) : undefined;
  const status = instance ? instanceStatusWord(instance.status) : undefined;
  const region = <RegionName regionId={ip.regionId} />;
  return (
    <>
      <BackLink to="/reserved-ips" label={t`Reserved IPs`} />
      <PageHeader
        title={shown(ip.ipAddress, 'ip')}
        description={<Trans>Reserved address in {region}.</Trans>}
        actions={<ReservedIpActions ip={ip} instanceName={instance?.name} />}
        request={reservedIpCall(ip.id)}
      />
      <DetailList
        label={t`Reserved IP details`}
        items={[
          { term: t`Address`, value: <CopyText value={ip.ipAddress} label={t`IP address`} /> },
          { term: t`ID`, value: <CopyText value={ip.id} label={t`reserved IP ID`} /> },
          { term: t`Region`, value: <RegionName regionId={ip.regionId} /> },
          {
            term: t`Assigned to`,
            value: ip.instanceId ? (
              <span className="flex flex-wrap items-center gap-2">
                <InstanceLink instanceId={ip.instanceId} name={instance?.name} />
                {status ? <span className="text-muted">({status})</span> : null}
                <CopyText value={ip.instanceId} label={t`instance ID`} />
              </span>
            ) : (
              <span className="text-muted">{t`Unassigned`}</span>
            ),
          },
          { term: t`Reserved`, value: formatDateTime(ip.createdAt) },
        ]}
      />
    </>
  );
}
