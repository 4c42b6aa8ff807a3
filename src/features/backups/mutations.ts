import { useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { useGuardedMutation } from '@/components/table/guarded-mutation';
import { backupKeys } from './queries';

/**
 * Backups are paginated with server stats: after a change the lists are refetched (only the page
 * on screen refetches at once; other cached pages when next shown).
 */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (instanceId: string) => unwrap(api.POST('/backups', { body: { instanceId } })),
    onSuccess: (backup) => {
      queryClient.setQueryData(backupKeys.detail(backup.id), backup);
      void queryClient.invalidateQueries({ queryKey: backupKeys.lists() });
    },
  });
}

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => unwrap(api.POST('/backups/{id}/restore', { params: { path: { id } } })),
    // The answer is the instance as restored; its page shows it at once.
    onSuccess: (instance) => queryClient.setQueryData(['instances', 'detail', instance.id], instance),
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: string) => {
      await unwrap(api.DELETE('/backups/{id}', { params: { path: { id } } }));
      return id;
    },
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: backupKeys.detail(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: backupKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['backups', 'servers'] });
    },
  });
}
