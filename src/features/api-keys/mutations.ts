import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { pathKey } from '@/api/cache/call-query';
import type { ApiKeyCreate, ApiKeyCreated } from './queries';

export const createApiKeyCall = (body: ApiKeyCreate) => apiCall('post', '/api-keys', { body });
export const revokeApiKeyCall = (id: string) =>
  apiCall('delete', '/api-keys/{id}', { params: { path: { id } } });

export function createApiKey(body: ApiKeyCreate): Promise<ApiKeyCreated> {
  return send(createApiKeyCall(body));
}

export async function revokeApiKey(id: string): Promise<void> {
  await send(revokeApiKeyCall(id));
}

/**
 * The response holds the token, so the mutation must not outlive the click: gcTime 0 drops it from
 * the mutation cache once the caller has moved the token into dialog state and called reset().
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: createApiKey,
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pathKey('/api-keys') }),
  });
}

/** Revoking this session's own key must not refetch with it (that would 401); the caller signs out. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (input: { id: string; ownKey: boolean }) => revokeApiKey(input.id),
    onSuccess: (_data, input) => {
      if (!input.ownKey) return queryClient.invalidateQueries({ queryKey: pathKey('/api-keys') });
    },
  });
}
