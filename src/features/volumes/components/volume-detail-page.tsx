import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DetailList } from '@/components/table/detail-list';
import { InstanceLink } from '@/components/table/instance-link';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { CopyText } from '@/components/ui/copy-text';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime, formatNumber } from '@/lib/format';
import { volumeCall, volumeQuery } from '../queries';
import { VolumeActions } from './volume-actions';
import { RegionName } from '@/components/pickers/region-name';

const route = getRouteApi('/_app/volumes/$volumeId');

export function VolumeDetailPage() {
  const { volumeId } = route.useParams();
  // The route's loader has read it (ensureQueryData); a failure shows as the route's error.
  const { data: volume } = useSuspenseQuery(volumeQuery(volumeId));
  const { byId } = useInstanceIndex();
  const instance = volume.instanceId ? byId.get(volume.instanceId) : undefined;
  return (
    <>
      <BackLink to="/volumes" label="Volumes" />
      <PageHeader
        title={volume.name}
        description={<>{formatNumber(volume.sizeGb)} GB volume in <RegionName regionId={volume.regionId} />.</>}
        actions={<VolumeActions volume={volume} instanceName={instance?.name} />}
        request={volumeCall(volume.id)}
      />
      <DetailList
        label="Volume details"
        items={[
          { term: 'ID', value: <CopyText value={volume.id} label="volume ID" /> },
          { term: 'Size', value: `${formatNumber(volume.sizeGb)} GB` },
          { term: 'Region', value: <RegionName regionId={volume.regionId} /> },
          {
            term: 'Attached to',
            value: volume.instanceId ? (
              <span className="flex flex-wrap items-center gap-2">
                <InstanceLink instanceId={volume.instanceId} name={instance?.name} />
                {instance ? <span className="text-muted">({instance.status})</span> : null}
                <CopyText value={volume.instanceId} label="instance ID" />
              </span>
            ) : (
              <span className="text-muted">Not attached</span>
            ),
          },
          { term: 'Created', value: formatDateTime(volume.createdAt) },
        ]}
      />
    </>
  );
}
