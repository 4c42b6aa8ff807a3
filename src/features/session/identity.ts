import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { api, unwrap } from '@/api/client';
import type { components, paths } from '@/api/schema.gen';
import { getSession, tokenPrefixMatches } from '@/api/session';
import { apiKeysListQuery } from './api-keys-list';

export type Scope = 'read' | 'full' | 'unknown';
type ApiKey = components['schemas']['ApiKey'];
type Account = components['schemas']['Account'];

/** Who the console is acting as. Holds the key's name and prefix, never the token. */
export interface Identity {
  accountName: string;
  accountEmail: string;
  keyId: string | null;
  keyName: string | null;
  keyPrefix: string | null;
  scope: Scope;
}

export const identityKey = ['session', 'identity'] as const;

function toIdentity(account: Account, keys: ApiKey[], token: string): Identity {
  const own = keys
    .filter((key) => tokenPrefixMatches(token, key.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return {
    accountName: account.name,
    accountEmail: account.email,
    keyId: own?.id ?? null,
    keyName: own?.name ?? null,
    keyPrefix: own?.prefix ?? null,
    scope: own?.scope ?? 'unknown',
  };
}

/**
 * Checks a candidate key with two reads and, when it is accepted, leaves its key list in the cache
 * so the pages that show keys need not ask again.
 */
export async function checkKey(client: Client<paths>, token: string, queryClient: QueryClient): Promise<Identity> {
  const [account, keys] = await Promise.all([unwrap(client.GET('/account')), unwrap(client.GET('/api-keys'))]);
  queryClient.setQueryData(apiKeysListQuery.queryKey, keys.items);
  return toIdentity(account, keys.items, token);
}

/** The session's identity; the key list comes from the shared cache entry. */
export function identityQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: identityKey,
    queryFn: async ({ signal }) => {
      const [account, keys] = await Promise.all([
        unwrap(api.GET('/account', { signal })),
        queryClient.fetchQuery(apiKeysListQuery),
      ]);
      return toIdentity(account, keys, getSession()?.token ?? '');
    },
    staleTime: 5 * 60_000,
  });
}

/** The first 403 read_only_key teaches the console its scope when the key list could not. */
export function learnReadOnly(queryClient: QueryClient): void {
  queryClient.setQueryData<Identity>(identityKey, (current) => (current ? { ...current, scope: 'read' } : current));
}
