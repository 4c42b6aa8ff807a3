import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { InstanceSelect } from '@/components/pickers/instance-select';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/use-identity';
import { useAssignIp, useReleaseIp, useUnassignIp, assignIpCall, releaseIpCall, unassignIpCall } from '../mutations';
import type { ReservedIp } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

type Open = 'assign' | 'unassign' | 'release' | null;

export function ReservedIpActions({ ip, instanceName }: { ip: ReservedIp; instanceName: string | undefined }) {
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const assign = useAssignIp();
  const unassign = useUnassignIp();
  const release = useReleaseIp();
  const [open, setOpen] = useState<Open>(null);
  const [instanceId, setInstanceId] = useState('');
  const set = (which: Open) => (next: boolean) => setOpen(next ? which : null);
  return (
    <div className="flex flex-wrap gap-2">
      {ip.instanceId ? (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('unassign')}>
          Unassign
        </Button>
      ) : (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('assign')}>
          Assign
        </Button>
      )}
      <Button variant="danger" disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('release')}>
        Release
      </Button>
      <ActionDialog
        open={open === 'assign'}
        onOpenChange={set('assign')}
        title={`Assign ${shown(ip.ipAddress, 'ip')}`}
        description={`The address can point at one instance in ${ip.regionId}.`}
        confirmLabel="Assign"
        pendingLabel="Assigning…"
        mutation={assign}
        request={assignIpCall(ip.id, instanceId)}
        blockedReason={instanceId ? undefined : 'Choose an instance.'}
        onConfirm={() => assign.run({ id: ip.id, instanceId }, { onSuccess: () => (setOpen(null), setInstanceId('')) })}
      >
        <InstanceSelect regionId={ip.regionId} value={instanceId} onChange={setInstanceId} />
      </ActionDialog>
      <ActionDialog
        open={open === 'unassign'}
        onOpenChange={set('unassign')}
        title={`Unassign ${shown(ip.ipAddress, 'ip')}?`}
        description={<>Traffic to {shown(ip.ipAddress, 'ip')} stops reaching <UserText>{instanceName ?? 'the instance'}</UserText>. The address stays reserved for you.</>}
        confirmLabel="Unassign"
        pendingLabel="Unassigning…"
        mutation={unassign}
        request={unassignIpCall(ip.id)}
        onConfirm={() => unassign.run(ip.id, { onSuccess: () => setOpen(null) })}
      />
      <ActionDialog
        open={open === 'release'}
        onOpenChange={set('release')}
        title={`Release ${shown(ip.ipAddress, 'ip')}?`}
        description={
          ip.instanceId
            ? <>It is assigned to <UserText>{instanceName ?? 'an instance'}</UserText>, which loses it at once. A released address cannot be got back.</>
            : 'A released address goes back to the pool and cannot be got back.'
        }
        confirmLabel="Release address"
        pendingLabel="Releasing…"
        variant="danger"
        mutation={release}
        request={releaseIpCall(ip.id)}
        onConfirm={() => release.run(ip.id, { onSuccess: () => void navigate({ to: '/reserved-ips' }) })}
      />
    </div>
  );
}
