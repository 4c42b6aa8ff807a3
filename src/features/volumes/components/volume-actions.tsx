import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { TypeToConfirm, useTypeToConfirm } from '@/components/write/type-to-confirm';
import { InstanceSelect } from '@/components/pickers/instance-select';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useWritePermission } from '@/api/use-identity';
import { formatNumber } from '@/lib/format';
import { attachVolumeCall, deleteVolumeCall, detachVolumeCall, resizeVolumeCall, useAttachVolume, useDeleteVolume, useDetachVolume, useResizeVolume } from '../mutations';
import type { Volume } from '../queries';
import { volumeSizeError } from '../volume-name';
import { UserText } from '@/components/ui/user-text';

type Open = 'attach' | 'detach' | 'resize' | 'delete' | null;

/** Attach or detach, grow, delete: each behind its own confirmation. */
export function VolumeActions({ volume, instanceName }: { volume: Volume; instanceName: string | undefined }) {
  const { canWrite, reason } = useWritePermission();
  const [open, setOpen] = useState<Open>(null);
  const set = (which: Open) => (next: boolean) => setOpen(next ? which : null);
  return (
    <div className="flex flex-wrap gap-2">
      {volume.instanceId ? (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('detach')}>
          Detach
        </Button>
      ) : (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('attach')}>
          Attach
        </Button>
      )}
      <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('resize')}>
        Resize
      </Button>
      <Button variant="danger" disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('delete')}>
        Delete
      </Button>
      <AttachDialog key={`attach-${volume.instanceId}`} volume={volume} open={open === 'attach'} onOpenChange={set('attach')} />
      <DetachDialog volume={volume} instanceName={instanceName} open={open === 'detach'} onOpenChange={set('detach')} />
      <ResizeDialog key={`resize-${volume.sizeGb}`} volume={volume} open={open === 'resize'} onOpenChange={set('resize')} />
      <DeleteDialog volume={volume} instanceName={instanceName} open={open === 'delete'} onOpenChange={set('delete')} />
    </div>
  );
}

interface DialogProps {
  volume: Volume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AttachDialog({ volume, open, onOpenChange }: DialogProps) {
  const attach = useAttachVolume();
  const [instanceId, setInstanceId] = useState('');
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Attach <UserText>{volume.name}</UserText></>}
      description={`A volume attaches to one instance in its own region (${volume.regionId}).`}
      confirmLabel="Attach"
      pendingLabel="Attaching…"
      mutation={attach}
      request={attachVolumeCall(volume.id, instanceId)}
      blockedReason={instanceId ? undefined : 'Choose an instance.'}
      onConfirm={() => attach.run({ id: volume.id, instanceId }, { onSuccess: () => onOpenChange(false) })}
    >
      <InstanceSelect regionId={volume.regionId} value={instanceId} onChange={setInstanceId} />
    </ActionDialog>
  );
}

function DetachDialog({ volume, instanceName, open, onOpenChange }: DialogProps & { instanceName: string | undefined }) {
  const detach = useDetachVolume();
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Detach <UserText>{volume.name}</UserText>?</>}
      description={<>It is removed from <UserText>{instanceName ?? 'its instance'}</UserText>. Unmount it there first, or writes in progress may be lost. The data on the volume is kept.</>}
      confirmLabel="Detach"
      pendingLabel="Detaching…"
      mutation={detach}
      request={detachVolumeCall(volume.id)}
      onConfirm={() => detach.run(volume.id, { onSuccess: () => onOpenChange(false) })}
    />
  );
}

function ResizeDialog({ volume, open, onOpenChange }: DialogProps) {
  const resize = useResizeVolume();
  const [size, setSize] = useState(String(volume.sizeGb * 2));
  const error = volumeSizeError(size, volume.sizeGb + 1);
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Resize <UserText>{volume.name}</UserText></>}
      description={`Now ${formatNumber(volume.sizeGb)} GB. Volumes only grow; grow the file system on the instance afterwards.`}
      confirmLabel="Resize"
      pendingLabel="Resizing…"
      mutation={resize}
      request={resizeVolumeCall(volume.id, Number(size))}
      blockedReason={error}
      onConfirm={() => resize.run({ id: volume.id, sizeGb: Number(size) }, { onSuccess: () => onOpenChange(false) })}
    >
      <Field label="New size (GB)" error={error}>
        {(props) => <input {...props} className={inputClass} inputMode="numeric" value={size} onChange={(event) => setSize(event.target.value.trim())} />}
      </Field>
    </ActionDialog>
  );
}

function DeleteDialog({ volume, instanceName, open, onOpenChange }: DialogProps & { instanceName: string | undefined }) {
  const navigate = useNavigate();
  const remove = useDeleteVolume();
  const attached = volume.instanceId !== null;
  const confirm = useTypeToConfirm(volume.name, 'Type the volume name to confirm.', { needed: attached });
  return (
    <ActionDialog
      open={open}
      onOpenChange={confirm.closing(onOpenChange)}
      title={<>Delete <UserText>{volume.name}</UserText>?</>}
      description={
        attached
          ? <>It is attached to <UserText>{instanceName ?? 'an instance'}</UserText>: its data is lost for good and the instance loses the disk while running.</>
          : 'The volume and its data are deleted for good.'
      }
      confirmLabel="Delete volume"
      pendingLabel="Deleting…"
      variant="danger"
      mutation={remove}
      request={deleteVolumeCall(volume.id)}
      blockedReason={confirm.blockedReason}
      onConfirm={() => remove.run(volume.id, { onSuccess: () => void navigate({ to: '/volumes' }) })}
    >
      {attached ? <TypeToConfirm {...confirm.field} /> : null}
    </ActionDialog>
  );
}
