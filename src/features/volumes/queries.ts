import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import type { components } from '@/api/schema.gen';

export type Volume = components['schemas']['Volume'];

export const volumesCall = apiCall('get', '/volumes');
export const volumeCall = (id: string) =>
  apiCall('get', '/volumes/{id}', { params: { path: { id } } });

/** The list and each one, for the cache helpers (list-cache.ts). */
export const volumeReads = { list: volumesCall, detail: volumeCall };

/** The whole set (plain collection); the same call, so the same cache entry, as the instance page's related list. */
export const volumesQuery = callQuery(volumesCall);

export const volumeQuery = (id: string) => callQuery(volumeCall(id));
