import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useGovernor } from '@/api/use-governor';
import { isTransitional } from './polling';
import { instanceDetailQuery } from './queries';
import type { Instance } from './types';

/** One instance, polling while it provisions unless the user paused auto-refresh. */
export function useInstance(id: string) {
  const { autoRefreshPaused } = useGovernor();
  const query = instanceDetailQuery(id);
  return useSuspenseQuery({ ...query, refetchInterval: autoRefreshPaused ? false : query.refetchInterval });
}

/** Rows polled at once from the list; the request budget is 100 a minute for every tab together. */
export const MAX_WATCHED_ROWS = 3;

/**
 * Keeps the list's provisioning rows moving: each is watched through its own detail query, whose
 * answers are merged into the list cache, instead of refetching the whole list. Only the newest
 * few are watched (a fresh deploy is among them); older ones update when opened or reloaded.
 */
export function useWatchTransitional(instances: readonly Instance[] | undefined): void {
  const { autoRefreshPaused } = useGovernor();
  const moving = (instances ?? [])
    .filter((instance) => isTransitional(instance.status))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .slice(0, MAX_WATCHED_ROWS);
  useQueries({
    queries: moving.map((instance) => {
      const query = instanceDetailQuery(instance.id);
      // Seeded from the row, so the first request is the first poll, not an extra read at once.
      return {
        ...query,
        initialData: instance,
        refetchInterval: autoRefreshPaused ? false : query.refetchInterval,
        notifyOnChangeProps: [] as const,
      };
    }),
  });
}
