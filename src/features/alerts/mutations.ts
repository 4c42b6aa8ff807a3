import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { removeRow, upsertRow } from '@/api/cache/list-cache';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { undoable } from '@/components/write/undo-window/undoable';
import { alertPoliciesCall } from './queries';
import type { AlertPolicyInput, AlertPolicyPatch } from './types';

export const createAlertPolicyCall = (body: AlertPolicyInput) =>
  apiCall('post', '/monitoring/alert-policies', { body });
export const updateAlertPolicyCall = (id: string, body: AlertPolicyPatch) =>
  apiCall('patch', '/monitoring/alert-policies/{id}', { params: { path: { id } }, body });
export const deleteAlertPolicyCall = (id: string) =>
  apiCall('delete', '/monitoring/alert-policies/{id}', { params: { path: { id } } });

// Each write answers with the policy itself, so the list is patched rather than read again
// (oldest first: a new policy goes last).
export function useCreateAlertPolicy() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: AlertPolicyInput) => send(createAlertPolicyCall(body)),
    onSuccess: (policy) => upsertRow(queryClient, alertPoliciesCall, policy, 'last'),
  });
}

export function useUpdateAlertPolicy() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: string; body: AlertPolicyPatch }) =>
      send(updateAlertPolicyCall(id, body)),
    onSuccess: (policy) => upsertRow(queryClient, alertPoliciesCall, policy),
  });
}

export function useDeleteAlertPolicy() {
  const queryClient = useQueryClient();
  const mutation = useGuardedMutation({
    mutationFn: (id: string) => send(deleteAlertPolicyCall(id)),
    onSuccess: (_result, id) => removeRow(queryClient, alertPoliciesCall, id),
  });
  return undoable(mutation, (id) => `/monitoring/alert-policies/${id}`);
}
