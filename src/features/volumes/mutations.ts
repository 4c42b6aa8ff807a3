import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { useGuardedMutation } from '@/components/table/guarded-mutation';
import { volumeKeys, type Volume } from './queries';

export type VolumeCreate = components['schemas']['VolumeCreate'];

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
  // Marked stale, not removed: the open detail page must not refetch a 404 while it navigates away.
  void queryClient.invalidateQueries({ queryKey: volumeKeys.detail(id), refetchType: 'none' });
}

export function useCreateVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: VolumeCreate) => unwrap(api.POST('/volumes', { body })),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useResizeVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, sizeGb }: { id: string; sizeGb: number }) => unwrap(api.PATCH('/volumes/{id}', { params: { path: { id } }, body: { sizeGb } })),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useAttachVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, instanceId }: { id: string; instanceId: string }) =>
      unwrap(api.POST('/volumes/{id}/attach', { params: { path: { id } }, body: { instanceId } })),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useDetachVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => unwrap(api.POST('/volumes/{id}/detach', { params: { path: { id } } })),
    onSuccess: (volume) => store(queryClient, volume),
  });
}

export function useDeleteVolume() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: string) => {
      await unwrap(api.DELETE('/volumes/{id}', { params: { path: { id } } }));
      return id;
    },
    onSuccess: (id) => forget(queryClient, id),
  });
}

/** Plain requests for the bulk actions, which invalidate once at the end. */
export const sendDetach = (id: string) => unwrap(api.POST('/volumes/{id}/detach', { params: { path: { id } } }));
export const sendDelete = (id: string) => unwrap(api.DELETE('/volumes/{id}', { params: { path: { id } } }));
