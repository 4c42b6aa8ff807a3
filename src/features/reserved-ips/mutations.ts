import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetQuery } from '@/api/forget-query';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { reservedIpKeys, type ReservedIp } from './queries';

export const reserveIpCall = (regionId: string) => apiCall('post', '/reserved-ips', { body: { regionId } });
export const assignIpCall = (id: string, instanceId: string) => apiCall('post', '/reserved-ips/{id}/assign', { params: { path: { id } }, body: { instanceId } });
export const unassignIpCall = (id: string) => apiCall('post', '/reserved-ips/{id}/unassign', { params: { path: { id } } });
export const releaseIpCall = (id: string) => apiCall('delete', '/reserved-ips/{id}', { params: { path: { id } } });

/** After the server answers: list row and detail updated at once, no refetch. */
function store(queryClient: QueryClient, ip: ReservedIp): void {
  queryClient.setQueryData(reservedIpKeys.detail(ip.id), ip);
  queryClient.setQueryData<{ items: ReservedIp[] }>(reservedIpKeys.list(), (current) => {
    if (!current) return current;
    const known = current.items.some((item) => item.id === ip.id);
    return { items: known ? current.items.map((item) => (item.id === ip.id ? ip : item)) : [ip, ...current.items] };
  });
}

export function useReserveIp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (regionId: string) => send(reserveIpCall(regionId)),
    onSuccess: (ip) => store(queryClient, ip),
  });
}

export function useAssignIp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) => send(assignIpCall(id, instanceId)),
    onSuccess: (ip) => store(queryClient, ip),
  });
}

export function useUnassignIp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => send(unassignIpCall(id)),
    onSuccess: (ip) => store(queryClient, ip),
  });
}

export function useReleaseIp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: string) => {
      await send(releaseIpCall(id));
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<{ items: ReservedIp[] }>(reservedIpKeys.list(), (current) => current && { items: current.items.filter((item) => item.id !== id) });
      forgetQuery(queryClient, reservedIpKeys.detail(id));
    },
  });
}
