import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetRow, storeRow } from '@/api/cache/list-cache';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { undoable } from '@/components/write/undo-window/undoable';
import { reservedIpReads } from './queries';

export const reserveIpCall = (regionId: string) =>
  apiCall('post', '/reserved-ips', { body: { regionId } });
export const assignIpCall = (id: string, instanceId: string) =>
  apiCall('post', '/reserved-ips/{id}/assign', { params: { path: { id } }, body: { instanceId } });
export const unassignIpCall = (id: string) =>
  apiCall('post', '/reserved-ips/{id}/unassign', { params: { path: { id } } });
export const releaseIpCall = (id: string) =>
  apiCall('delete', '/reserved-ips/{id}', { params: { path: { id } } });

export function useReserveIp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (regionId: string) => send(reserveIpCall(regionId)),
    onSuccess: (ip) => storeRow(queryClient, reservedIpReads, ip),
  });
}

export function useAssignIp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) =>
      send(assignIpCall(id, instanceId)),
    onSuccess: (ip) => storeRow(queryClient, reservedIpReads, ip),
  });
}

export function useUnassignIp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => send(unassignIpCall(id)),
    onSuccess: (ip) => storeRow(queryClient, reservedIpReads, ip),
  });
}

export function useReleaseIp() {
  const queryClient = useQueryClient();
  const mutation = useGuardedMutation({
    mutationFn: async (id: string) => {
      await send(releaseIpCall(id));
      return id;
    },
    onSuccess: (id) => forgetRow(queryClient, reservedIpReads, id),
  });
  return undoable(mutation, (id) => `/reserved-ips/${id}`);
}
