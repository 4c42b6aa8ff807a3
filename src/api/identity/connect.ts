import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { send } from '@/api/api-call';
import { clientForKey, sessionBaseUrl } from '@/api/client';
import type { paths } from '@/api/schema.gen';
import { getSession, setSession, type Session } from '@/api/session/session';
import { loadSessionChannel } from '@/api/session/load-session-channel';
import { accountCall, identityKey, toIdentity, type Identity } from './identity';
import { apiKeysCall, apiKeysQuery } from '@/api/queries/api-keys';

/**
 * Checks a candidate key with two reads and, when it is accepted, leaves its key list in the cache
 * so the pages that show keys need not ask again.
 */
async function checkKey(
  client: Client<paths>,
  token: string,
  queryClient: QueryClient,
): Promise<Identity> {
  const [account, keys] = await Promise.all([
    send(accountCall, { client }),
    send(apiKeysCall, { client }),
  ]);
  queryClient.setQueryData(apiKeysQuery.queryKey, keys.items);
  return toIdentity(account, keys.items, token);
}

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
  if (!session) throw new Error(t`The console is not connected.`);
  const token = rawToken.trim();
  const identity = await checkKey(clientForKey(token, sessionBaseUrl()), token, queryClient);
  const next: Session = { ...session, token, identity: { ...identity, checkedAt: Date.now() } };
  setSession(next);
  queryClient.setQueryData(identityKey, identity);
  void loadSessionChannel().then((channel) => channel?.announceSession(next, true));
}
