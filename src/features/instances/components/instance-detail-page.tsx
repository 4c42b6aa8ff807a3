import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { getPreferences } from '@/lib/preferences';
import { instanceCall, instanceQuery } from '../queries';
import { selectInstanceDetail } from '../reads';
import { DEFAULT_RANGE } from '../search';
import { InstanceActions } from './instance-actions';
import { InstanceFields } from './instance-fields';
import { MetricsPanel } from './metrics-panel';
import { ProvisioningWatch } from './provisioning-watch';
import { RelatedResources } from './related-resources';

const route = getRouteApi('/_app/instances/$instanceId');

export function InstanceDetailPage() {
  const { t } = useLingui();
  const { instanceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // What the fields and actions read, checked (docs/drift.md); the charts and related resources
  // below read their own answers and stay when this one drifts.
  const { data: read } = useSuspenseQuery({
    ...instanceQuery(instanceId),
    select: selectInstanceDetail,
  });
  const instance = read.ok ? read.data : undefined;
  // The page's own UTC switch (in the address) wins over the time zone preference.
  const utc = search.utc ?? getPreferences().timeZone === 'utc';

  return (
    <>
      <BackLink to="/instances" label={t`Instances`} />
      <PageHeader
        title={instance?.name ?? instanceId}
        description={t`Server`}
        actions={instance ? <InstanceActions instance={instance} /> : undefined}
        request={instanceCall(instanceId)}
      />
      {read.ok ? (
        <>
          <ProvisioningWatch instances={[read.data]} />
          <InstanceFields instance={read.data} utc={utc} />
        </>
      ) : (
        <ReadDriftNotice read={read} className="mb-4" />
      )}
      <MetricsPanel
        instanceId={instanceId}
        instanceName={instance?.name ?? instanceId}
        range={search.range ?? DEFAULT_RANGE}
        utc={utc}
        onUtcChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, utc: next || undefined }), replace: true })
        }
      />
      <RelatedResources instanceId={instanceId} />
    </>
  );
}
