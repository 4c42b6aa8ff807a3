import { plural } from '@lingui/core/macro';
import { useWaitingReason } from '@/components/write/undo-window/undo-words';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { vpcsSelection } from '@/components/export/recreate/selection';
import { RecreateScriptButton } from '@/components/export/recreate/recreate-button';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { selectInstancePicker } from '../reads';
import { InstanceSelect } from '@/components/pickers/instance-select';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';
import {
  useAddVpcMember,
  useDeleteVpc,
  useRemoveVpcMember,
  addVpcMemberCall,
  deleteVpcCall,
  removeVpcMemberCall,
} from '../mutations';
import type { Vpc } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

/** Add a member, or delete the VPC once it is empty (a non-empty one says why not). */
export function VpcActions({ vpc }: { vpc: Vpc }) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const add = useAddVpcMember();
  const remove = useDeleteVpc();
  const waiting = useWaitingReason([{ target: `/vpcs/${vpc.id}`, name: vpc.name }]);
  const [open, setOpen] = useState<'add' | 'delete' | null>(null);
  const [instanceId, setInstanceId] = useState('');
  const index = useInstanceIndex();
  const { byId } = index;
  const members = vpc.instanceIds.length;
  const deleteReason = !canWrite
    ? reason
    : members > 0
      ? plural(members, {
          one: 'Remove its # member first: only an empty VPC can be deleted.',
          other: 'Remove its # members first: only an empty VPC can be deleted.',
        })
      : undefined;
  const name = <UserText>{vpc.name}</UserText>;
  const region = vpc.regionId;
  const range = shown(vpc.ipRange, 'ip');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PendingDelete target={`/vpcs/${vpc.id}`} name={vpc.name} />
      <RecreateScriptButton read={() => vpcsSelection([vpc], byId)} servers={index} />
      <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('add')}>
        {t`Add instance`}
      </Button>
      <Button
        variant="danger"
        disabled={Boolean(deleteReason)}
        disabledReason={deleteReason}
        onClick={() => setOpen('delete')}
      >
        {t`Delete VPC`}
      </Button>
      <ActionDialog
        open={open === 'add'}
        onOpenChange={(next) => setOpen(next ? 'add' : null)}
        title={<Trans>Add an instance to {name}</Trans>}
        description={t`Members must be in ${region}. Each gets an address in ${range}.`}
        confirmLabel={t`Add instance`}
        pendingLabel={t`Adding…`}
        mutation={add}
        request={addVpcMemberCall(vpc.id, instanceId)}
        blockedReason={instanceId ? undefined : t`Choose an instance.`}
        onConfirm={() =>
          add.run(
            { id: vpc.id, instanceId },
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
          regionId={vpc.regionId}
          value={instanceId}
          onChange={setInstanceId}
          exclude={new Set(vpc.instanceIds)}
          check={selectInstancePicker}
        />
      </ActionDialog>
      <ActionDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={<Trans>Delete {name}?</Trans>}
        description={t`The private network ${range} is removed. It has no members.`}
        confirmLabel={t`Delete VPC`}
        pendingLabel={t`Deleting…`}
        variant="danger"
        mutation={remove}
        request={deleteVpcCall(vpc.id)}
        blockedReason={waiting}
        onConfirm={() =>
          remove.run(vpc.id, {
            name: vpc.name,
            onHeld: () => setOpen(null),
            onSuccess: () => void navigate({ to: '/vpcs' }),
          })
        }
      />
    </div>
  );
}

/** Remove one member, with confirmation. */
export function RemoveMemberButton({
  vpc,
  instanceId,
  name,
}: {
  vpc: Vpc;
  instanceId: string;
  name: string;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const vpcName = vpc.name;
  const member = <UserText>{name}</UserText>;
  const network = <UserText>{vpc.name}</UserText>;
  const removeMember = useRemoveVpcMember();
  const waiting = useWaitingReason([
    { target: `/vpcs/${vpc.id}/members/${instanceId}`, name: t`${name} from ${vpcName}` },
  ]);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen(true)}
        aria-label={t`Remove ${name} from ${vpcName}`}
      >
        {t`Remove`}
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={
          <Trans>
            Remove {member} from {network}?
          </Trans>
        }
        description={t`It loses its private address in this network; its public address is not affected.`}
        confirmLabel={t`Remove`}
        pendingLabel={t`Removing…`}
        mutation={removeMember}
        request={removeVpcMemberCall(vpc.id, instanceId)}
        blockedReason={waiting}
        onConfirm={() =>
          removeMember.run(
            { id: vpc.id, instanceId },
            {
              name: t`${name} from ${vpcName}`,
              onHeld: () => setOpen(false),
              onSuccess: () => setOpen(false),
            },
          )
        }
      />
    </>
  );
}
