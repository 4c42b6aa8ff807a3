import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import type { components } from '@/api/schema.gen';

export type Vpc = components['schemas']['Vpc'];

export const vpcKeys = {
  all: ['vpcs'] as const,
  list: () => ['vpcs', 'list'] as const,
  detail: (id: string) => ['vpcs', 'detail', id] as const,
};

export const vpcsCall = apiCall('get', '/vpcs');
export const vpcCall = (id: string) => apiCall('get', '/vpcs/{id}', { params: { path: { id } } });

/** The whole set (plain collection); same key and body as the instance page's related list. */
export const vpcsQuery = queryOptions({
  queryKey: vpcKeys.list(),
  queryFn: ({ signal }) => send(vpcsCall, { signal }),
});

export function vpcQuery(id: string) {
  return queryOptions({
    queryKey: vpcKeys.detail(id),
    queryFn: ({ signal }) => send(vpcCall(id), { signal }),
  });
}
