import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { itemsKey } from '@/api/cache/call-key';

/**
 * The account's key list. It lives here because the session needs it to find its own key; the
 * keys page, the overview and the palette share this one cache entry, so it is asked once.
 */
export const apiKeysCall = apiCall('get', '/api-keys');

export const apiKeysQuery = queryOptions({
  queryKey: itemsKey(apiKeysCall),
  queryFn: async ({ signal }) => (await send(apiKeysCall, { signal })).items,
});
