import type { QueryClient } from '@tanstack/react-query';
import { clientForKey } from '@/api/client';
import { setSession } from '@/api/session';
import { fetchIdentity, identityKey } from './identity';

/** Checks a key with read calls before it becomes the session; throws ApiError when refused. */
export async function connectWithKey(
  queryClient: QueryClient,
  input: { token: string; baseUrl: string; remember: boolean },
): Promise<void> {
  const token = input.token.trim();
  const identity = await fetchIdentity(clientForKey(token, input.baseUrl), token);
  queryClient.clear();
  setSession({ token, baseUrl: input.baseUrl, remember: input.remember });
  queryClient.setQueryData(identityKey, identity);
}
