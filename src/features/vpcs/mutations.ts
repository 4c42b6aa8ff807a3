import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetRow, storeRow } from '@/api/cache/list-cache';
import type { components } from '@/api/schema.gen';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { undoable } from '@/components/write/undo-window/undoable';
import { vpcReads } from './queries';

export type VpcCreate = components['schemas']['VpcCreate'];

export const createVpcCall = (body: VpcCreate) => apiCall('post', '/vpcs', { body });
export const addVpcMemberCall = (id: string, instanceId: string) =>
  apiCall('post', '/vpcs/{id}/members', { params: { path: { id } }, body: { instanceId } });
export const removeVpcMemberCall = (id: string, instanceId: string) =>
  apiCall('delete', '/vpcs/{id}/members/{instanceId}', { params: { path: { id, instanceId } } });
export const deleteVpcCall = (id: string) =>
  apiCall('delete', '/vpcs/{id}', { params: { path: { id } } });

export function useCreateVpc() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: VpcCreate) => send(createVpcCall(body)),
    onSuccess: (vpc) => storeRow(queryClient, vpcReads, vpc),
  });
}

export function useAddVpcMember() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) =>
      send(addVpcMemberCall(id, instanceId)),
    onSuccess: (vpc) => storeRow(queryClient, vpcReads, vpc),
  });
}

export function useRemoveVpcMember() {
  const queryClient = useQueryClient();
  const mutation = useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) =>
      send(removeVpcMemberCall(id, instanceId)),
    onSuccess: (vpc) => storeRow(queryClient, vpcReads, vpc),
  });
  return undoable(mutation, ({ id, instanceId }) => `/vpcs/${id}/members/${instanceId}`);
}

export function useDeleteVpc() {
  const queryClient = useQueryClient();
  const mutation = useGuardedMutation({
    mutationFn: async (id: string) => {
      await send(deleteVpcCall(id));
      return id;
    },
    onSuccess: (id) => forgetRow(queryClient, vpcReads, id),
  });
  return undoable(mutation, (id) => `/vpcs/${id}`);
}
