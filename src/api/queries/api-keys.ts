import { apiCall } from '@/api/api-call';
import { callItemsQuery } from '@/api/cache/call-query';

/**
 * The account's key list. It lives here because the session needs it to find its own key; the
 * keys page, the overview and the palette share this one cache entry, so it is asked once.
 */
export const apiKeysCall = apiCall('get', '/api-keys');

export const apiKeysQuery = callItemsQuery(apiKeysCall);
