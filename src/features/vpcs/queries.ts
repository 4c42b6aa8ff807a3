import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import type { components } from '@/api/schema.gen';

export type Vpc = components['schemas']['Vpc'];

export const vpcsCall = apiCall('get', '/vpcs');
export const vpcCall = (id: string) => apiCall('get', '/vpcs/{id}', { params: { path: { id } } });

/** The list and each one, for the cache helpers (list-cache.ts). */
export const vpcReads = { list: vpcsCall, detail: vpcCall };

/** The whole set (plain collection); the same call, so the same cache entry, as the instance page's related list. */
export const vpcsQuery = callQuery(vpcsCall);

export const vpcQuery = (id: string) => callQuery(vpcCall(id));
