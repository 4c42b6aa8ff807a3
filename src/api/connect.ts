import type { QueryClient } from '@tanstack/react-query';
import { clientForKey } from '@/api/client';
import { getSession, setSession, type Session } from '@/api/session';
import { loadSessionChannel } from '@/api/load-session-channel';
import { checkKey, identityKey } from './identity';

/** Checks a key with read calls before it becomes the session; throws ApiError when refused. */
export async function connectWithKey(
  queryClient: QueryClient,
  input: { token: string; baseUrl: string; remember: boolean },
): Promise<void> {
  const token = input.token.trim();
  const client = clientForKey(token, input.baseUrl);
  queryClient.clear();
  const identity = await checkKey(client, token, queryClient);
  const session: Session = {
    token,
    baseUrl: input.baseUrl,
    remember: input.remember,
    identity: { ...identity, checkedAt: Date.now() },
  };
  setSession(session);
  queryClient.setQueryData(identityKey, identity);
  void loadSessionChannel().then((channel) => channel?.announceSession(session, false));
}

/**
 * Moves this session to another key of the same account (the replace wizard, before it revokes the
 * old key). Checked like a connect; the cache is kept because every cached answer is still true.
 */
export async function switchSessionKey(queryClient: QueryClient, rawToken: string): Promise<void> {
  const session = getSession();
  if (!session) throw new Error('The console is not connected.');
  const token = rawToken.trim();
  const identity = await checkKey(clientForKey(token, session.baseUrl), token, queryClient);
  const next: Session = { ...session, token, identity: { ...identity, checkedAt: Date.now() } };
  setSession(next);
  queryClient.setQueryData(identityKey, identity);
  void loadSessionChannel().then((channel) => channel?.announceSession(next, true));
}
