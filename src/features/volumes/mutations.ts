import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetRow, storeRow } from '@/api/cache/list-cache';
import type { components } from '@/api/schema.gen';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { undoable } from '@/components/write/undo-window/undoable';
import { volumeReads } from './queries';

export type VolumeCreate = components['schemas']['VolumeCreate'];

export const createVolumeCall = (body: VolumeCreate) => apiCall('post', '/volumes', { body });
export const resizeVolumeCall = (id: string, sizeGb: number) =>
  apiCall('patch', '/volumes/{id}', { params: { path: { id } }, body: { sizeGb } });
export const attachVolumeCall = (id: string, instanceId: string) =>
  apiCall('post', '/volumes/{id}/attach', { params: { path: { id } }, body: { instanceId } });
export const detachVolumeCall = (id: string) =>
  apiCall('post', '/volumes/{id}/detach', { params: { path: { id } } });
export const deleteVolumeCall = (id: string) =>
  apiCall('delete', '/volumes/{id}', { params: { path: { id } } });

export function useCreateVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: VolumeCreate) => send(createVolumeCall(body)),
    onSuccess: (volume) => storeRow(queryClient, volumeReads, volume),
  });
}

export function useResizeVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, sizeGb }: { id: string; sizeGb: number }) =>
      send(resizeVolumeCall(id, sizeGb)),
    onSuccess: (volume) => storeRow(queryClient, volumeReads, volume),
  });
}

export function useAttachVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) =>
      send(attachVolumeCall(id, instanceId)),
    onSuccess: (volume) => storeRow(queryClient, volumeReads, volume),
  });
}

export function useDetachVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => send(detachVolumeCall(id)),
    onSuccess: (volume) => storeRow(queryClient, volumeReads, volume),
  });
}

export function useDeleteVolume() {
  const queryClient = useQueryClient();
  return undoable(useDeleteVolumeNow(queryClient), (id) => `/volumes/${id}`);
}

function useDeleteVolumeNow(queryClient: ReturnType<typeof useQueryClient>) {
  return useGuardedMutation({
    mutationFn: async (id: string) => {
      await send(deleteVolumeCall(id));
      return id;
    },
    onSuccess: (id) => forgetRow(queryClient, volumeReads, id),
  });
}

/** Plain requests for the bulk actions, which invalidate once at the end. */
export const sendDetach = (id: string) => send(detachVolumeCall(id));
export const sendDelete = (id: string) => send(deleteVolumeCall(id));
