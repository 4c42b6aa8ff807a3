import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import type { components } from '@/api/schema.gen';

export type ReservedIp = components['schemas']['ReservedIp'];

export const reservedIpKeys = {
  all: ['reserved-ips'] as const,
  list: () => ['reserved-ips', 'list'] as const,
  detail: (id: string) => ['reserved-ips', 'detail', id] as const,
};

export const reservedIpsCall = apiCall('get', '/reserved-ips');
export const reservedIpCall = (id: string) => apiCall('get', '/reserved-ips/{id}', { params: { path: { id } } });

/** The whole set (plain collection); same key and body as the instance page's related list. */
export const reservedIpsQuery = queryOptions({
  queryKey: reservedIpKeys.list(),
  queryFn: ({ signal }) => send(reservedIpsCall, { signal }),
});

export function reservedIpQuery(id: string) {
  return queryOptions({
    queryKey: reservedIpKeys.detail(id),
    queryFn: ({ signal }) => send(reservedIpCall(id), { signal }),
  });
}

/** Sorts dotted IPv4 addresses numerically (10.0.0.9 before 10.0.0.10). */
export function ipSortKey(ip: string): number {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part))) return Number.MAX_SAFE_INTEGER;
  return parts.reduce((sum, part) => sum * 256 + part, 0);
}
