import { Trans, useLingui } from '@lingui/react/macro';
import { useWaitingReason } from '@/components/write/undo-window/undo-words';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { selectInstancePicker } from '../reads';
import { InstanceSelect } from '@/components/pickers/instance-select';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';
import {
  useAssignIp,
  useReleaseIp,
  useUnassignIp,
  assignIpCall,
  releaseIpCall,
  unassignIpCall,
} from '../mutations';
import type { ReservedIp } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

type Open = 'assign' | 'unassign' | 'release' | null;

export function ReservedIpActions({
  ip,
  instanceName,
}: {
  ip: ReservedIp;
  instanceName: string | undefined;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const assign = useAssignIp();
  const unassign = useUnassignIp();
  const release = useReleaseIp();
  const releaseWaiting = useWaitingReason([
    { target: `/reserved-ips/${ip.id}`, name: ip.ipAddress },
  ]);
  const [open, setOpen] = useState<Open>(null);
  const [instanceId, setInstanceId] = useState('');
  const set = (which: Open) => (next: boolean) => setOpen(next ? which : null);
  const address = shown(ip.ipAddress, 'ip');
  const region = ip.regionId;
  const theInstance =
    instanceName === undefined ? (
      t({ message: 'the instance', context: 'traffic stops reaching' })
    ) : (
      <UserText>{instanceName}</UserText>
    );
  const anInstance =
    instanceName === undefined ? (
      t({ message: 'an instance', context: 'an address is assigned to' })
    ) : (
      <UserText>{instanceName}</UserText>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PendingDelete target={`/reserved-ips/${ip.id}`} name={shown(ip.ipAddress, 'ip')} />
      {ip.instanceId ? (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('unassign')}>
          {t`Unassign`}
        </Button>
      ) : (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('assign')}>
          {t`Assign`}
        </Button>
      )}
      <Button
        variant="danger"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen('release')}
      >
        {t`Release`}
      </Button>
      <ActionDialog
        open={open === 'assign'}
        onOpenChange={set('assign')}
        title={t`Assign ${address}`}
        description={t`The address can point at one instance in ${region}.`}
        confirmLabel={t`Assign`}
        pendingLabel={t`Assigning…`}
        mutation={assign}
        request={assignIpCall(ip.id, instanceId)}
        blockedReason={instanceId ? undefined : t`Choose an instance.`}
        onConfirm={() =>
          assign.run(
            { id: ip.id, instanceId },
            {
              onSuccess: () => {
                setOpen(null);
                setInstanceId('');
              },
            },
          )
        }
      >
        <InstanceSelect
          regionId={ip.regionId}
          value={instanceId}
          onChange={setInstanceId}
          check={selectInstancePicker}
        />
      </ActionDialog>
      <ActionDialog
        open={open === 'unassign'}
        onOpenChange={set('unassign')}
        title={t`Unassign ${address}?`}
        description={
          <Trans>
            Traffic to {address} stops reaching {theInstance}. The address stays reserved for you.
          </Trans>
        }
        confirmLabel={t`Unassign`}
        pendingLabel={t`Unassigning…`}
        mutation={unassign}
        request={unassignIpCall(ip.id)}
        onConfirm={() => unassign.run(ip.id, { onSuccess: () => setOpen(null) })}
      />
      <ActionDialog
        open={open === 'release'}
        onOpenChange={set('release')}
        title={t`Release ${address}?`}
        description={
          ip.instanceId ? (
            <Trans>
              It is assigned to {anInstance}, which loses it at once. A released address cannot be
              got back.
            </Trans>
          ) : (
            t`A released address goes back to the pool and cannot be got back.`
          )
        }
        confirmLabel={t`Release address`}
        pendingLabel={t`Releasing…`}
        variant="danger"
        mutation={release}
        request={releaseIpCall(ip.id)}
        blockedReason={releaseWaiting}
        onConfirm={() =>
          release.run(ip.id, {
            name: ip.ipAddress,
            onHeld: () => setOpen(null),
            onSuccess: () => void navigate({ to: '/reserved-ips' }),
          })
        }
      />
    </div>
  );
}
