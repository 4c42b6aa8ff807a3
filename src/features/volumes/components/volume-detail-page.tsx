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
import { volumeCall, volumeQuery, type Volume } from '../queries';
import { selectVolumeDetail } from '../reads';
import { VolumeActions } from './volume-actions';
import { RegionName } from '@/components/pickers/region-name';
import { instanceStatusWord } from '@/lib/wording/instance-status';

const route = getRouteApi('/_app/volumes/$volumeId');

export function VolumeDetailPage() {
  const { t } = useLingui();
  const { volumeId } = route.useParams();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error. What
  // the fields and actions read is checked (docs/drift.md): a drifted answer is said in their place.
  const { data: read } = useSuspenseQuery({ ...volumeQuery(volumeId), select: selectVolumeDetail });
  if (!read.ok) {
    return (
      <DriftedDetail
        back="/volumes"
        backLabel={t`Volumes`}
        id={volumeId}
        what={t`Volume`}
        request={volumeCall(volumeId)}
        read={read}
      />
    );
  }
  return <VolumeDetail volume={read.data} />;
}

function VolumeDetail({ volume }: { volume: Volume }) {
  const { t } = useLingui();
  const { byId } = useInstanceIndex();
  const instance = volume.instanceId ? byId.get(volume.instanceId) : undefined;
  const status = instance ? instanceStatusWord(instance.status) : undefined;
  const size = formatNumber(volume.sizeGb);
  const region = <RegionName regionId={volume.regionId} />;
  return (
    <>
      <BackLink to="/volumes" label={t`Volumes`} />
      <PageHeader
        title={volume.name}
        description={
          <Trans>
            {size} GB volume in {region}.
          </Trans>
        }
        actions={<VolumeActions volume={volume} instanceName={instance?.name} />}
        request={volumeCall(volume.id)}
      />
      <DetailList
        label={t`Volume details`}
        items={[
          { term: t`ID`, value: <CopyText value={volume.id} label={t`volume ID`} /> },
          { term: t`Size`, value: `${size} GB` },
          { term: t`Region`, value: <RegionName regionId={volume.regionId} /> },
          {
            term: t`Attached to`,
            value: volume.instanceId ? (
              <span className="flex flex-wrap items-center gap-2">
                <InstanceLink instanceId={volume.instanceId} name={instance?.name} />
                {status ? <span className="text-muted">({status})</span> : null}
                <CopyText value={volume.instanceId} label={t`instance ID`} />
              </span>
            ) : (
              <span className="text-muted">{t`Not attached`}</span>
            ),
          },
          { term: t`Created`, value: formatDateTime(volume.createdAt) },
        ]}
      />
    </>
  );
}
