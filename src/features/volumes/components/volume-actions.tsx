import { Trans, useLingui } from '@lingui/react/macro';
import { useWaitingReason } from '@/components/write/undo-window/undo-words';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { volumesSelection } from '@/components/export/recreate/selection';
import { RecreateScriptButton } from '@/components/export/recreate/recreate-button';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { TypeToConfirm, useTypeToConfirm } from '@/components/write/type-to-confirm';
import { selectInstancePicker } from '../reads';
import { InstanceSelect } from '@/components/pickers/instance-select';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import {
  boundError,
  boundHint,
  numberValue,
  useFormBounds,
} from '@/components/openapi-form/field-bounds';
import { useFormDocument } from '@/features/explorer/queries';
import { useWritePermission } from '@/api/identity/use-identity';
import { formatNumber } from '@/lib/format';
import {
  attachVolumeCall,
  deleteVolumeCall,
  detachVolumeCall,
  resizeVolumeCall,
  useAttachVolume,
  useDeleteVolume,
  useDetachVolume,
  useResizeVolume,
} from '../mutations';
import type { Volume } from '../queries';
import { MAX_VOLUME_GB, volumeSizeError } from '../volume-name';
import { UserText } from '@/components/ui/user-text';

/**
 * Our contract's bound of the new size (PATCH /volumes/{id}), which the live document may tighten
 * (src/test/contract-bounds.test.ts holds it to the contract).
 */
export const RESIZE_BOUNDS = { sizeGb: { minimum: 1, maximum: MAX_VOLUME_GB } };

type Open = 'attach' | 'detach' | 'resize' | 'delete' | null;

/** Attach or detach, grow, delete: each behind its own confirmation. */
export function VolumeActions({
  volume,
  instanceName,
}: {
  volume: Volume;
  instanceName: string | undefined;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const [open, setOpen] = useState<Open>(null);
  const index = useInstanceIndex();
  const { byId } = index;
  const set = (which: Open) => (next: boolean) => setOpen(next ? which : null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PendingDelete target={`/volumes/${volume.id}`} name={volume.name} />
      <RecreateScriptButton read={() => volumesSelection([volume], byId)} servers={index} />
      {volume.instanceId ? (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('detach')}>
          {t`Detach`}
        </Button>
      ) : (
        <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('attach')}>
          {t`Attach`}
        </Button>
      )}
      <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('resize')}>
        {t`Resize`}
      </Button>
      <Button
        variant="danger"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen('delete')}
      >
        {t`Delete`}
      </Button>
      <AttachDialog
        key={`attach-${volume.instanceId}`}
        volume={volume}
        open={open === 'attach'}
        onOpenChange={set('attach')}
      />
      <DetachDialog
        volume={volume}
        instanceName={instanceName}
        open={open === 'detach'}
        onOpenChange={set('detach')}
      />
      <ResizeDialog
        key={`resize-${volume.sizeGb}`}
        volume={volume}
        open={open === 'resize'}
        onOpenChange={set('resize')}
      />
      <DeleteDialog
        volume={volume}
        instanceName={instanceName}
        open={open === 'delete'}
        onOpenChange={set('delete')}
      />
    </div>
  );
}

interface DialogProps {
  volume: Volume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AttachDialog({ volume, open, onOpenChange }: DialogProps) {
  const { t } = useLingui();
  const attach = useAttachVolume();
  const [instanceId, setInstanceId] = useState('');
  const name = <UserText>{volume.name}</UserText>;
  const region = volume.regionId;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Attach {name}</Trans>}
      description={t`A volume attaches to one instance in its own region (${region}).`}
      confirmLabel={t`Attach`}
      pendingLabel={t`Attaching…`}
      mutation={attach}
      request={attachVolumeCall(volume.id, instanceId)}
      blockedReason={instanceId ? undefined : t`Choose an instance.`}
      onConfirm={() =>
        attach.run({ id: volume.id, instanceId }, { onSuccess: () => onOpenChange(false) })
      }
    >
      <InstanceSelect
        regionId={volume.regionId}
        value={instanceId}
        onChange={setInstanceId}
        check={selectInstancePicker}
      />
    </ActionDialog>
  );
}

function DetachDialog({
  volume,
  instanceName,
  open,
  onOpenChange,
}: DialogProps & { instanceName: string | undefined }) {
  const { t } = useLingui();
  const detach = useDetachVolume();
  const name = <UserText>{volume.name}</UserText>;
  const instance =
    instanceName === undefined ? (
      t({ message: 'its instance', context: 'a volume is detached from' })
    ) : (
      <UserText>{instanceName}</UserText>
    );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Detach {name}?</Trans>}
      description={
        <Trans>
          It is removed from {instance}. Unmount it there first, or writes in progress may be lost.
          The data on the volume is kept.
        </Trans>
      }
      confirmLabel={t`Detach`}
      pendingLabel={t`Detaching…`}
      mutation={detach}
      request={detachVolumeCall(volume.id)}
      onConfirm={() => detach.run(volume.id, { onSuccess: () => onOpenChange(false) })}
    />
  );
}

function ResizeDialog({ volume, open, onOpenChange }: DialogProps) {
  const { t } = useLingui();
  const resize = useResizeVolume();
  const name = <UserText>{volume.name}</UserText>;
  const current = formatNumber(volume.sizeGb);
  const [size, setSize] = useState(String(volume.sizeGb * 2));
  // The size as the live document bounds it: a tighter bound is said and refused before sending.
  const { document, unread } = useFormDocument(open);
  const bounds = useFormBounds(document, 'patch', '/volumes/{id}', RESIZE_BOUNDS);
  const error =
    volumeSizeError(size, volume.sizeGb + 1) ?? boundError(bounds.sizeGb, numberValue(size));
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Resize {name}</Trans>}
      description={t`Now ${current} GB. Volumes only grow; grow the file system on the instance afterwards.`}
      confirmLabel={t`Resize`}
      pendingLabel={t`Resizing…`}
      mutation={resize}
      request={resizeVolumeCall(volume.id, Number(size))}
      blockedReason={error}
      onConfirm={() =>
        resize.run(
          { id: volume.id, sizeGb: Number(size) },
          { onSuccess: () => onOpenChange(false) },
        )
      }
    >
      <Field
        label={t`New size (GB)`}
        error={error}
        hint={boundHint(bounds.sizeGb, RESIZE_BOUNDS.sizeGb)}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            inputMode="numeric"
            value={size}
            onChange={(event) => setSize(event.target.value.trim())}
          />
        )}
      </Field>
      <ContractLimitsNote shown={unread} />
    </ActionDialog>
  );
}

function DeleteDialog({
  volume,
  instanceName,
  open,
  onOpenChange,
}: DialogProps & { instanceName: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const remove = useDeleteVolume();
  const waiting = useWaitingReason([{ target: `/volumes/${volume.id}`, name: volume.name }]);
  const attached = volume.instanceId !== null;
  const confirm = useTypeToConfirm(volume.name, t`Type the volume name to confirm.`, {
    needed: attached,
  });
  const name = <UserText>{volume.name}</UserText>;
  const instance =
    instanceName === undefined ? (
      t({ message: 'an instance', context: 'a volume is attached to' })
    ) : (
      <UserText>{instanceName}</UserText>
    );
  return (
    <ActionDialog
      open={open}
      onOpenChange={confirm.closing(onOpenChange)}
      title={<Trans>Delete {name}?</Trans>}
      description={
        attached ? (
          <Trans>
            It is attached to {instance}: its data is lost for good and the instance loses the disk
            while running.
          </Trans>
        ) : (
          t`The volume and its data are deleted for good.`
        )
      }
      confirmLabel={t`Delete volume`}
      pendingLabel={t`Deleting…`}
      variant="danger"
      mutation={remove}
      request={deleteVolumeCall(volume.id)}
      blockedReason={waiting ?? confirm.blockedReason}
      onConfirm={() =>
        remove.run(volume.id, {
          name: volume.name,
          onHeld: () => confirm.closing(onOpenChange)(false),
          onSuccess: () => void navigate({ to: '/volumes' }),
        })
      }
    >
      {attached ? <TypeToConfirm {...confirm.field} /> : null}
    </ActionDialog>
  );
}
