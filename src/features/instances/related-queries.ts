import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

// Same keys and bodies as the volume, reserved-IP and VPC pages, so the caches are shared.
export const volumesListQuery = queryOptions({
  queryKey: ['volumes', 'list'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/volumes', { signal })),
});

export const reservedIpsListQuery = queryOptions({
  queryKey: ['reserved-ips', 'list'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/reserved-ips', { signal })),
});

export const vpcsListQuery = queryOptions({
  queryKey: ['vpcs', 'list'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/vpcs', { signal })),
});

export const RELATED_LIMIT = 5;

export function instanceBackupsQuery(instanceId: string) {
  return queryOptions({
    queryKey: ['backups', 'list', { q: instanceId, limit: RELATED_LIMIT, offset: 0 }] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/backups', { params: { query: { q: instanceId, limit: RELATED_LIMIT } }, signal })),
  });
}

export function instanceTicketsQuery(instanceId: string) {
  return queryOptions({
    queryKey: ['tickets', 'list', { q: instanceId, limit: RELATED_LIMIT, offset: 0 }] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/tickets', { params: { query: { q: instanceId, limit: RELATED_LIMIT } }, signal })),
  });
}
