import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/**
 * The account's key list. It lives here because the session needs it to find its own key; the
 * keys page, the overview and the palette share this one cache entry, so it is asked once.
 */
export const apiKeysListQuery = queryOptions({
  queryKey: ['api-keys', 'list'] as const,
  queryFn: async ({ signal }) => (await unwrap(api.GET('/api-keys', { signal }))).items,
});
