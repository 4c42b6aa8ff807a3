import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { queryClientDefaults } from '@/api/cache/query-defaults';
import { identityKey, learnReadOnly, recheckIdentity } from '@/api/identity/identity';

export function createQueryClient(): QueryClient {
  // A 403 tells something about the key: read-only, or (another code) that its standing may have
  // changed since the identity kept beside it was checked.
  const onForbidden = (error: unknown, fromIdentity = false) => {
    if (!isApiError(error) || error.status !== 403) return;
    if (error.code === 'read_only_key') learnReadOnly(queryClient);
    else if (!fromIdentity && error.code !== 'session_required') recheckIdentity(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: queryClientDefaults,
    queryCache: new QueryCache({
      onError: (error, query) => onForbidden(error, query.queryKey[0] === identityKey[0]),
    }),
    mutationCache: new MutationCache({ onError: (error) => onForbidden(error) }),
  });
  return queryClient;
}
