import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { queryClientDefaults } from '@/api/query-defaults';
import { learnReadOnly } from '@/features/session/identity';

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: queryClientDefaults,
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.code === 'read_only_key') learnReadOnly(queryClient);
      },
    }),
  });
  return queryClient;
}
