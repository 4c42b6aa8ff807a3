import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { InstanceSelect } from '@/components/pickers/instance-select';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/use-identity';
import { useAddVpcMember, useDeleteVpc, useRemoveVpcMember, addVpcMemberCall, deleteVpcCall, removeVpcMemberCall } from '../mutations';
import type { Vpc } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

/** Add a member, or delete the VPC once it is empty (a non-empty one says why not). */
export function VpcActions({ vpc }: { vpc: Vpc }) {
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const add = useAddVpcMember();
  const remove = useDeleteVpc();
  const [open, setOpen] = useState<'add' | 'delete' | null>(null);
  const [instanceId, setInstanceId] = useState('');
  const members = vpc.instanceIds.length;
  const deleteReason = !canWrite ? reason : members > 0 ? `Remove its ${members} member${members === 1 ? '' : 's'} first: only an empty VPC can be deleted.` : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={!canWrite} disabledReason={reason} onClick={() => setOpen('add')}>
        Add instance
      </Button>
      <Button variant="danger" disabled={Boolean(deleteReason)} disabledReason={deleteReason} onClick={() => setOpen('delete')}>
        Delete VPC
      </Button>
      <ActionDialog
        open={open === 'add'}
        onOpenChange={(next) => setOpen(next ? 'add' : null)}
        title={<>Add an instance to <UserText>{vpc.name}</UserText></>}
        description={`Members must be in ${vpc.regionId}. Each gets an address in ${shown(vpc.ipRange, 'ip')}.`}
        confirmLabel="Add instance"
        pendingLabel="Adding…"
        mutation={add}
        request={addVpcMemberCall(vpc.id, instanceId)}
        blockedReason={instanceId ? undefined : 'Choose an instance.'}
        onConfirm={() => add.run({ id: vpc.id, instanceId }, { onSuccess: () => (setOpen(null), setInstanceId('')) })}
      >
        <InstanceSelect regionId={vpc.regionId} value={instanceId} onChange={setInstanceId} exclude={new Set(vpc.instanceIds)} />
      </ActionDialog>
      <ActionDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={<>Delete <UserText>{vpc.name}</UserText>?</>}
        description={`The private network ${shown(vpc.ipRange, 'ip')} is removed. It has no members.`}
        confirmLabel="Delete VPC"
        pendingLabel="Deleting…"
        variant="danger"
        mutation={remove}
        request={deleteVpcCall(vpc.id)}
        onConfirm={() => remove.run(vpc.id, { onSuccess: () => void navigate({ to: '/vpcs' }) })}
      />
    </div>
  );
}

/** Remove one member, with confirmation. */
export function RemoveMemberButton({ vpc, instanceId, name }: { vpc: Vpc; instanceId: string; name: string }) {
  const { canWrite, reason } = useWritePermission();
  const removeMember = useRemoveVpcMember();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" disabled={!canWrite} disabledReason={reason} onClick={() => setOpen(true)} aria-label={`Remove ${name} from ${vpc.name}`}>
        Remove
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={<>Remove <UserText>{name}</UserText> from <UserText>{vpc.name}</UserText>?</>}
        description="It loses its private address in this network; its public address is not affected."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        mutation={removeMember}
        request={removeVpcMemberCall(vpc.id, instanceId)}
        onConfirm={() => removeMember.run({ id: vpc.id, instanceId }, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
