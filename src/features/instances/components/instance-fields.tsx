import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CopyText } from '@/components/ui/copy-text';
import { formatDateTime, formatMemory, formatNumber, formatRelative } from '@/lib/format';
import { findById, regionLocation } from '../catalog';
import { osImagesQuery, plansQuery, regionsQuery } from '@/api/queries/catalog';
import { formatMonthlyCents } from '../price';
import type { Instance, Plan, Region } from '../types';
import { InstanceStatusBadge } from './instance-status';

/** The instance's own fields, with catalogue names where the catalogue is at hand. */
export function InstanceFields({ instance, utc }: { instance: Instance; utc: boolean }) {
  const { t } = useLingui();
  const plans = useQuery(plansQuery);
  const plan = findById(plans.data?.items ?? [], instance.planId);
  const region = findById(useQuery(regionsQuery).data?.items ?? [], instance.regionId);
  const image = findById(useQuery(osImagesQuery).data?.items ?? [], instance.osImageId ?? '');
  const planLine = (shownPlan: Plan) => {
    const vcpus = formatNumber(shownPlan.vcpus);
    const memory = formatMemory(shownPlan.memoryMb);
    const disk = formatNumber(shownPlan.diskGb);
    const monthly = formatMonthlyCents(shownPlan.priceMonthlyCents);
    return t`${vcpus} vCPU · ${memory} · ${disk} GB · ${monthly}/month`;
  };
  const regionLine = (shownRegion: Region) => {
    const name = shownRegion.name;
    const location = regionLocation(shownRegion);
    return t`${name} (${location})`;
  };
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-md border border-border bg-surface p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Item label={t`Status`}>
        <InstanceStatusBadge status={instance.status} />
        {instance.status === 'provisioning' ? (
          <span className="block text-xs text-muted">
            <Trans>Updates by itself until the server is up.</Trans>
          </span>
        ) : null}
      </Item>
      <Item label={t`ID`}>
        <CopyText value={instance.id} label={t`instance ID`} />
      </Item>
      <Item label={t`IP address`}>
        {instance.ipAddress ? (
          <CopyText value={instance.ipAddress} label={t`IP address`} />
        ) : (
          <span className="text-muted">
            {/* A service may send none (null) for a server past provisioning: shown as absent, not as pending. */}
            {instance.status === 'provisioning' ? (
              <Trans>Assigned when provisioning finishes</Trans>
            ) : (
              <Trans context="no IP address">None</Trans>
            )}
          </span>
        )}
      </Item>
      <Item label={t`Plan`}>
        {plan ? (
          <>
            {plan.name}
            <span className="block text-xs text-muted">{planLine(plan)}</span>
          </>
        ) : (
          <>
            <span className="font-mono">{instance.planId}</span>
            {/* The plan's details line, kept while the catalogue loads so the fields below stay put. */}
            {plans.isPending ? (
              <span className="block text-xs" aria-hidden="true">
                {'\u00a0'}
              </span>
            ) : null}
          </>
        )}
      </Item>
      <Item label={t`Region`}>
        {region ? regionLine(region) : <span className="font-mono">{instance.regionId}</span>}
      </Item>
      <Item label={t`Image`}>
        {image ? image.name : <span className="font-mono">{instance.osImageId ?? '—'}</span>}
      </Item>
      <Item label={t`Created`}>
        {instance.createdAt ? (
          <>
            {formatDateTime(instance.createdAt, utc)}
            <span className="block text-xs text-muted">{formatRelative(instance.createdAt)}</span>
          </>
        ) : (
          '—'
        )}
      </Item>
    </dl>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
