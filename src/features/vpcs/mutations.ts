import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetQuery } from '@/api/forget-query';
import type { components } from '@/api/schema.gen';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { vpcKeys, type Vpc } from './queries';

export type VpcCreate = components['schemas']['VpcCreate'];

export const createVpcCall = (body: VpcCreate) => apiCall('post', '/vpcs', { body });
export const addVpcMemberCall = (id: string, instanceId: string) => apiCall('post', '/vpcs/{id}/members', { params: { path: { id } }, body: { instanceId } });
export const removeVpcMemberCall = (id: string, instanceId: string) => apiCall('delete', '/vpcs/{id}/members/{instanceId}', { params: { path: { id, instanceId } } });
export const deleteVpcCall = (id: string) => apiCall('delete', '/vpcs/{id}', { params: { path: { id } } });

/** After the server answers: list row and detail updated at once, no refetch. */
function store(queryClient: QueryClient, vpc: Vpc): void {
  queryClient.setQueryData(vpcKeys.detail(vpc.id), vpc);
  queryClient.setQueryData<{ items: Vpc[] }>(vpcKeys.list(), (current) => {
    if (!current) return current;
    const known = current.items.some((item) => item.id === vpc.id);
    return { items: known ? current.items.map((item) => (item.id === vpc.id ? vpc : item)) : [vpc, ...current.items] };
  });
}

export function useCreateVpc() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: VpcCreate) => send(createVpcCall(body)),
    onSuccess: (vpc) => store(queryClient, vpc),
  });
}

export function useAddVpcMember() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) => send(addVpcMemberCall(id, instanceId)),
    onSuccess: (vpc) => store(queryClient, vpc),
  });
}

export function useRemoveVpcMember() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) => send(removeVpcMemberCall(id, instanceId)),
    onSuccess: (vpc) => store(queryClient, vpc),
  });
}

export function useDeleteVpc() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: string) => {
      await send(deleteVpcCall(id));
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<{ items: Vpc[] }>(vpcKeys.list(), (current) => current && { items: current.items.filter((item) => item.id !== id) });
      forgetQuery(queryClient, vpcKeys.detail(id));
    },
  });
}
