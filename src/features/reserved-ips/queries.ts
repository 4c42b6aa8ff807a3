import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import type { components } from '@/api/schema.gen';

export type ReservedIp = components['schemas']['ReservedIp'];

export const reservedIpsCall = apiCall('get', '/reserved-ips');
export const reservedIpCall = (id: string) =>
  apiCall('get', '/reserved-ips/{id}', { params: { path: { id } } });

/** The list and each one, for the cache helpers (list-cache.ts). */
export const reservedIpReads = { list: reservedIpsCall, detail: reservedIpCall };

/** The whole set (plain collection); the same call, so the same cache entry, as the instance page's related list. */
export const reservedIpsQuery = callQuery(reservedIpsCall);

export const reservedIpQuery = (id: string) => callQuery(reservedIpCall(id));

/** Sorts dotted IPv4 addresses numerically (10.0.0.9 before 10.0.0.10). */
export function ipSortKey(ip: string): number {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part)))
    return Number.MAX_SAFE_INTEGER;
  return parts.reduce((sum, part) => sum * 256 + part, 0);
}
