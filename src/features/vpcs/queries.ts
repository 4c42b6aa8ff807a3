import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Vpc = components['schemas']['Vpc'];

export const vpcKeys = {
  all: ['vpcs'] as const,
  list: () => ['vpcs', 'list'] as const,
  detail: (id: string) => ['vpcs', 'detail', id] as const,
};

/** The whole set (plain collection); same key and body as the instance page's related list. */
export const vpcsQuery = queryOptions({
  queryKey: vpcKeys.list(),
  queryFn: ({ signal }) => unwrap(api.GET('/vpcs', { signal })),
});

export function vpcQuery(id: string) {
  return queryOptions({
    queryKey: vpcKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/vpcs/{id}', { params: { path: { id } }, signal })),
  });
}
