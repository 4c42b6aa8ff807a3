import type { QueryClient } from '@tanstack/react-query';
import { isApiError, OUTCOME_UNKNOWN } from '@/api/errors';
import { apiKeysQuery } from '@/api/queries/api-keys';
import type { ApiKey } from './queries';

/**
 * A key creation whose answer was cut after it was sent (a dropped connection, a gateway's 502): the
 * service may have made the key, and its token, shown once in that answer, is gone. The next step is
 * to read the key list, never to create again (docs: issue 29, F5).
 */
export interface UnknownCreate {
  /** The name the create sent. */
  name: string;
  /** The keys the cached list held before sending, so an older key of the same name is not taken for it (null: no list was cached). */
  knownIds: ReadonlySet<string> | null;
}

/** What to remember as the create is sent, in case its answer never comes. */
export function beforeCreate(queryClient: QueryClient, name: string): UnknownCreate {
  const known = queryClient.getQueryData(apiKeysQuery.queryKey);
  return { name, knownIds: known ? new Set(known.map((key) => key.id)) : null };
}

export function isUnknownOutcome(error: unknown): boolean {
  return isApiError(error) && error.code === OUTCOME_UNKNOWN;
}

/** Reads the key list afresh: the newest key of that name that was not there before, or undefined. */
export async function findCreatedKey(
  queryClient: QueryClient,
  pending: UnknownCreate,
): Promise<ApiKey | undefined> {
  const keys = await queryClient.fetchQuery({ ...apiKeysQuery, staleTime: 0 });
  return keys
    .filter((key) => key.name === pending.name && !pending.knownIds?.has(key.id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}
