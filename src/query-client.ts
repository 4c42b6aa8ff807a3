import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { learnReadOnly } from '@/features/session/identity';

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 2 },
      mutations: { retry: 0 },
    },
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.code === 'read_only_key') learnReadOnly(queryClient);
      },
    }),
  });
  return queryClient;
}
