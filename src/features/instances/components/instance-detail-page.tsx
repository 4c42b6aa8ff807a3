import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { getPreferences } from '@/lib/preferences';
import { instanceCall } from '../queries';
import { DEFAULT_RANGE } from '../search';
import { useInstance } from '../use-instance';
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
  const { data: instance } = useInstance(instanceId);
  // The page's own UTC switch (in the address) wins over the time zone preference.
  const utc = search.utc ?? getPreferences().timeZone === 'utc';

  return (
    <>
      <BackLink to="/instances" label={t`Instances`} />
      <PageHeader title={instance.name} description={t`Server`} actions={<InstanceActions instance={instance} />} request={instanceCall(instance.id)} />
      <ProvisioningWatch instances={[instance]} />
      <InstanceFields instance={instance} utc={utc} />
      <MetricsPanel
        instanceId={instance.id}
        instanceName={instance.name}
        range={search.range ?? DEFAULT_RANGE}
        utc={utc}
        onUtcChange={(next) => void navigate({ search: (prev) => ({ ...prev, utc: next || undefined }), replace: true })}
      />
      <RelatedResources instanceId={instance.id} />
    </>
  );
}
