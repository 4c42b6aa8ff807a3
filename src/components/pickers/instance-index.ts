/**
 * Instance names for the tables that point at instances (volumes, reserved IPs, VPC members,
 * pickers). Reads the one instance list query, so the cache is shared with every page.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { instancesQuery, type Instance } from '@/api/queries/instances';

/** id -> instance; empty while loading (links then show the short id). */
export function useInstanceIndex(): {
  byId: Map<string, Instance>;
  instances: Instance[];
  isPending: boolean;
  error: unknown;
} {
  const query = useQuery(instancesQuery);
  const byId = useMemo(
    () => new Map((query.data?.items ?? []).map((instance) => [instance.id, instance])),
    [query.data],
  );
  return {
    byId,
    instances: query.data?.items ?? [],
    isPending: query.isPending,
    error: query.error,
  };
}
