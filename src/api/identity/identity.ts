import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { BACKGROUND } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import {
  getSession,
  setSessionIdentity,
  tokenPrefixMatches,
  type SessionIdentity,
} from '@/api/session/session';
import { apiCall, send } from '@/api/api-call';
import { apiKeysCall } from '@/api/queries/api-keys';
import { callItemsQuery } from '@/api/cache/call-query';

type ApiKey = components['schemas']['ApiKey'];
type Account = components['schemas']['Account'];

/** Who the console is acting as. Holds the key's name and prefix, never the token. */
export type Identity = Omit<SessionIdentity, 'checkedAt'>;

/**
 * How long a known identity is trusted before it is checked again, in the background. A reload
 * within this time costs no identity request: the identity is kept beside the key.
 */
export const IDENTITY_FRESH_MS = 5 * 60_000;

export const identityKey = ['session', 'identity'] as const;

export const accountCall = apiCall('get', '/account');

/** Who a token acts as: the account, and the key of the list whose prefix the token carries. */
export function toIdentity(account: Account, keys: ApiKey[], token: string): Identity {
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

/** Keeps a confirmed identity beside the key of the session it belongs to. */
export function keepIdentity(token: string, identity: Identity, checkedAt = Date.now()): void {
  setSessionIdentity(token, { ...identity, checkedAt });
}

function stored(): SessionIdentity | undefined {
  return getSession()?.identity;
}

/**
 * The session's identity; the key list comes from the shared cache entry. Starts from the one
 * kept beside the key, so a reload or a new tab shows the top bar at once and asks nothing until
 * it is older than IDENTITY_FRESH_MS.
 */
export function identityQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: identityKey,
    queryFn: async ({ signal, queryKey }): Promise<Identity> => {
      if (getSession()?.proxy) {
        // Loaded only behind a team's proxy: key mode never runs it.
        const person = await (await import('@/api/session/proxy-identity')).fetchPerson(signal);
        return {
          accountName: '',
          accountEmail: '',
          keyId: null,
          keyName: null,
          keyPrefix: null,
          scope: person.role === 'admin' ? 'full' : 'read',
          person,
        };
      }
      const token = getSession()?.token ?? '';
      // A recheck of an identity already shown (older than IDENTITY_FRESH_MS) is background work:
      // it yields to what the person clicks. The first read, with nothing to show yet, is not.
      const headers = queryClient.getQueryData(queryKey) !== undefined ? BACKGROUND : undefined;
      const [account, keys] = await Promise.all([
        send(accountCall, { signal, headers }),
        // The same cache entry as the keys page, filled by this read at the same priority.
        queryClient.fetchQuery(callItemsQuery(apiKeysCall, { headers })),
      ]);
      const identity = toIdentity(account, keys, token);
      keepIdentity(token, identity);
      return identity;
    },
    initialData: (): Identity | undefined => {
      const kept = stored();
      if (!kept) return undefined;
      const { checkedAt: _checkedAt, ...identity } = kept;
      return identity;
    },
    initialDataUpdatedAt: () => stored()?.checkedAt,
    staleTime: IDENTITY_FRESH_MS,
  });
}

/**
 * Whether this tab's person has no role in the console (team mode: none of their groups may use it,
 * or no longer may): the proxy's refusal of who is signed in.
 */
export function isNoConsoleRole(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'no_console_role';
}

/** The same, as the query cache holds who is signed in: for what reads on its own, outside a page. */
export function hasNoConsoleRole(queryClient: QueryClient): boolean {
  return isNoConsoleRole(queryClient.getQueryState(identityKey)?.error);
}

/** The first 403 read_only_key teaches the console its scope when the key list could not. */
export function learnReadOnly(queryClient: QueryClient): void {
  const next = queryClient.setQueryData<Identity>(identityKey, (current) =>
    current ? { ...current, scope: 'read' } : current,
  );
  const token = getSession()?.token;
  if (next && token) keepIdentity(token, next);
}

/**
 * A 403 other than read_only_key may mean the key's standing changed (another scope, a member
 * rather than the owner): check the identity again, at most once a minute.
 */
export function recheckIdentity(queryClient: QueryClient): void {
  const state = queryClient.getQueryState(identityKey);
  if (state && Date.now() - state.dataUpdatedAt < 60_000) return;
  void queryClient.invalidateQueries({ queryKey: identityKey });
}
