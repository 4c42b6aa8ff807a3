/**
 * Instance names for the tables that point at instances (volumes, reserved IPs, VPC members,
 * pickers). Same key and body as the instances feature's list query, so the cache is shared.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Instance = components['schemas']['Instance'];

export const instancesListQuery = queryOptions({
  queryKey: ['instances', 'list'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/instances', { signal })),
});

/** id -> instance; empty while loading (links then show the short id). */
export function useInstanceIndex(): { byId: Map<string, Instance>; instances: Instance[]; isPending: boolean; error: unknown } {
  const query = useQuery(instancesListQuery);
  const byId = useMemo(() => new Map((query.data?.items ?? []).map((instance) => [instance.id, instance])), [query.data]);
  return { byId, instances: query.data?.items ?? [], isPending: query.isPending, error: query.error };
}
