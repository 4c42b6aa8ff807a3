import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import type { components } from '@/api/schema.gen';

export type Volume = components['schemas']['Volume'];

export const volumeKeys = {
  all: ['volumes'] as const,
  list: () => ['volumes', 'list'] as const,
  detail: (id: string) => ['volumes', 'detail', id] as const,
};

export const volumesCall = apiCall('get', '/volumes');
export const volumeCall = (id: string) => apiCall('get', '/volumes/{id}', { params: { path: { id } } });

/** The whole set (plain collection); same key and body as the instance page's related list. */
export const volumesQuery = queryOptions({
  queryKey: volumeKeys.list(),
  queryFn: ({ signal }) => send(volumesCall, { signal }),
});

export function volumeQuery(id: string) {
  return queryOptions({
    queryKey: volumeKeys.detail(id),
    queryFn: ({ signal }) => send(volumeCall(id), { signal }),
  });
}
