import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { api, unwrap } from '@/api/client';
import type { paths } from '@/api/schema.gen';
import { getSession, tokenPrefixMatches } from '@/api/session';

export type Scope = 'read' | 'full' | 'unknown';

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

/** Reads the account and the key list, and finds this session's key by its prefix. */
export async function fetchIdentity(client: Client<paths>, token: string): Promise<Identity> {
  const [account, keys] = await Promise.all([unwrap(client.GET('/account')), unwrap(client.GET('/api-keys'))]);
  const own = keys.items
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

export const identityQuery = queryOptions({
  queryKey: identityKey,
  queryFn: () => fetchIdentity(api, getSession()?.token ?? ''),
  staleTime: 5 * 60_000,
});

/** The first 403 read_only_key teaches the console its scope when the key list could not. */
export function learnReadOnly(queryClient: QueryClient): void {
  queryClient.setQueryData<Identity>(identityKey, (current) => (current ? { ...current, scope: 'read' } : current));
}
