import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { alertPolicyKeys } from './queries';
import type { AlertPolicy, AlertPolicyInput, AlertPolicyPatch } from './types';

export const createAlertPolicyCall = (body: AlertPolicyInput) => apiCall('post', '/monitoring/alert-policies', { body });
export const updateAlertPolicyCall = (id: string, body: AlertPolicyPatch) => apiCall('patch', '/monitoring/alert-policies/{id}', { params: { path: { id } }, body });
export const deleteAlertPolicyCall = (id: string) => apiCall('delete', '/monitoring/alert-policies/{id}', { params: { path: { id } } });

type ListBody = { items: AlertPolicy[] };

// Each write answers with the policy itself, so the list is patched rather than read again.
function patchList(queryClient: QueryClient, change: (items: AlertPolicy[]) => AlertPolicy[]): void {
  queryClient.setQueryData<ListBody>(alertPolicyKeys.list(), (current) => (current ? { ...current, items: change(current.items) } : current));
}

export function useCreateAlertPolicy() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: AlertPolicyInput) => send(createAlertPolicyCall(body)),
    onSuccess: (policy) => patchList(queryClient, (items) => [...items, policy]),
  });
}

export function useUpdateAlertPolicy() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: string; body: AlertPolicyPatch }) => send(updateAlertPolicyCall(id, body)),
    onSuccess: (policy) => patchList(queryClient, (items) => items.map((item) => (item.id === policy.id ? policy : item))),
  });
}

export function useDeleteAlertPolicy() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: string) => send(deleteAlertPolicyCall(id)),
    onSuccess: (_result, id) => patchList(queryClient, (items) => items.filter((item) => item.id !== id)),
  });
}
