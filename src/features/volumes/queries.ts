import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Volume = components['schemas']['Volume'];

export const volumeKeys = {
  all: ['volumes'] as const,
  list: () => ['volumes', 'list'] as const,
  detail: (id: string) => ['volumes', 'detail', id] as const,
};

/** The whole set (plain collection); same key and body as the instance page's related list. */
export const volumesQuery = queryOptions({
  queryKey: volumeKeys.list(),
  queryFn: ({ signal }) => unwrap(api.GET('/volumes', { signal })),
});

export function volumeQuery(id: string) {
  return queryOptions({
    queryKey: volumeKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/volumes/{id}', { params: { path: { id } }, signal })),
  });
}
