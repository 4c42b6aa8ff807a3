import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetRead } from '@/api/cache/forget-read';
import { storeRow } from '@/api/cache/list-cache';
import { pathKey, callKey } from '@/api/cache/call-query';
import { instanceReads } from '@/features/instances/queries';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { undoable } from '@/components/write/undo-window/undoable';
import { backupCall } from './queries';

export const createBackupCall = (instanceId: string) =>
  apiCall('post', '/backups', { body: { instanceId } });
export const restoreBackupCall = (id: string) =>
  apiCall('post', '/backups/{id}/restore', { params: { path: { id } } });
export const deleteBackupCall = (id: string) =>
  apiCall('delete', '/backups/{id}', { params: { path: { id } } });

/**
 * Backups are paginated with server stats: after a change the lists are refetched (only the page
 * on screen refetches at once; other cached pages when next shown).
 */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (instanceId: string) => send(createBackupCall(instanceId)),
    onSuccess: (backup) => {
      queryClient.setQueryData(callKey(backupCall(backup.id)), backup);
      void queryClient.invalidateQueries({ queryKey: pathKey('/backups') });
    },
  });
}

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => send(restoreBackupCall(id)),
    // The answer is the instance as restored; its page and its list row show it at once.
    onSuccess: (instance) => storeRow(queryClient, instanceReads, instance),
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return undoable(useDeleteBackupNow(queryClient), (id) => `/backups/${id}`);
}

function useDeleteBackupNow(queryClient: ReturnType<typeof useQueryClient>) {
  return useGuardedMutation({
    mutationFn: async (id: string) => {
      await send(deleteBackupCall(id));
      return id;
    },
    onSuccess: (id) => {
      forgetRead(queryClient, backupCall(id));
      void queryClient.invalidateQueries({ queryKey: pathKey('/backups') });
      void queryClient.invalidateQueries({ queryKey: pathKey('/backups/servers') });
    },
  });
}
