import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CopyText } from '@/components/ui/copy-text';
import { formatDateTime, formatMemory, formatRelative } from '@/lib/format';
import { findById, regionLocation } from '../catalog';
import { osImagesQuery, plansQuery, regionsQuery } from '@/api/queries/catalog';
import { formatMonthlyCents } from '../price';
import type { Instance } from '../types';
import { InstanceStatusBadge } from './instance-status';

/** The instance's own fields, with catalogue names where the catalogue is at hand. */
export function InstanceFields({ instance, utc }: { instance: Instance; utc: boolean }) {
  const plans = useQuery(plansQuery);
  const plan = findById(plans.data?.items ?? [], instance.planId);
  const region = findById(useQuery(regionsQuery).data?.items ?? [], instance.regionId);
  const image = findById(useQuery(osImagesQuery).data?.items ?? [], instance.osImageId ?? '');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-md border border-border bg-surface p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Item label="Status">
        <InstanceStatusBadge status={instance.status} />
        {instance.status === 'provisioning' ? <span className="block text-xs text-muted">Updates by itself until the server is up.</span> : null}
      </Item>
      <Item label="ID">
        <CopyText value={instance.id} label="instance ID" />
      </Item>
      <Item label="IP address">
        {instance.ipAddress ? <CopyText value={instance.ipAddress} label="IP address" /> : <span className="text-muted">Assigned when provisioning finishes</span>}
      </Item>
      <Item label="Plan">
        {plan ? (
          <>
            {plan.name}
            <span className="block text-xs text-muted">
              {plan.vcpus} vCPU · {formatMemory(plan.memoryMb)} · {plan.diskGb} GB · {formatMonthlyCents(plan.priceMonthlyCents)}/month
            </span>
          </>
        ) : (
          <>
            <span className="font-mono">{instance.planId}</span>
            {/* The plan's details line, kept while the catalogue loads so the fields below stay put. */}
            {plans.isPending ? <span className="block text-xs" aria-hidden="true">{'\u00a0'}</span> : null}
          </>
        )}
      </Item>
      <Item label="Region">
        {region ? `${region.name} (${regionLocation(region)})` : <span className="font-mono">{instance.regionId}</span>}
      </Item>
      <Item label="Image">{image ? image.name : <span className="font-mono">{instance.osImageId ?? '—'}</span>}</Item>
      <Item label="Created">
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
