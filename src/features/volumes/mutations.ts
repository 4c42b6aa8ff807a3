import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetQuery } from '@/api/forget-query';
import type { components } from '@/api/schema.gen';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { volumeKeys, type Volume } from './queries';

export type VolumeCreate = components['schemas']['VolumeCreate'];

export const createVolumeCall = (body: VolumeCreate) => apiCall('post', '/volumes', { body });
export const resizeVolumeCall = (id: string, sizeGb: number) => apiCall('patch', '/volumes/{id}', { params: { path: { id } }, body: { sizeGb } });
export const attachVolumeCall = (id: string, instanceId: string) => apiCall('post', '/volumes/{id}/attach', { params: { path: { id } }, body: { instanceId } });
export const detachVolumeCall = (id: string) => apiCall('post', '/volumes/{id}/detach', { params: { path: { id } } });
export const deleteVolumeCall = (id: string) => apiCall('delete', '/volumes/{id}', { params: { path: { id } } });

/** After the server answers: the list row and the detail show the new state at once, no refetch. */
function store(queryClient: QueryClient, volume: Volume): void {
  queryClient.setQueryData(volumeKeys.detail(volume.id), volume);
  queryClient.setQueryData<{ items: Volume[] }>(volumeKeys.list(), (current) => {
    if (!current) return current;
    const known = current.items.some((item) => item.id === volume.id);
    return { items: known ? current.items.map((item) => (item.id === volume.id ? volume : item)) : [volume, ...current.items] };
  });
}

function forget(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<{ items: Volume[] }>(volumeKeys.list(), (current) => current && { items: current.items.filter((item) => item.id !== id) });
  forgetQuery(queryClient, volumeKeys.detail(id));
}

export function useCreateVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: VolumeCreate) => send(createVolumeCall(body)),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useResizeVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, sizeGb }: { id: string; sizeGb: number }) => send(resizeVolumeCall(id, sizeGb)),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useAttachVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) => send(attachVolumeCall(id, instanceId)),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useDetachVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => send(detachVolumeCall(id)),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useDeleteVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: string) => {
      await send(deleteVolumeCall(id));
      return id;
    },
    onSuccess: (id) => forget(queryClient, id),
  });
}

/** Plain requests for the bulk actions, which invalidate once at the end. */
export const sendDetach = (id: string) => send(detachVolumeCall(id));
export const sendDelete = (id: string) => send(deleteVolumeCall(id));
