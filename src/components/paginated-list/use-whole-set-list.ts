import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Read } from '@/api/reads/read-check';

/**
 * A whole-set list page's read, the same on every such page (instances, volumes, reserved IPs,
 * VPCs), beside usePaginatedList for the paginated ones: the list as its rows for WholeSetTable,
 * and the same cache entry read through the page's check (docs/drift.md), so a list the service
 * sends otherwise is explained in place of the table, never a JavaScript error.
 *
 *   const { rows, drift } = useWholeSetList(volumesQuery, selectVolumeList);
 *   {drift ? <ReadDriftNotice read={drift} /> : <WholeSetTable query={rows} … />}
 */
export function useWholeSetList<T extends { items: unknown[] }>(
  listQuery: UseQueryOptions<T, Error, T, QueryKey>,
  /** What the table reads, checked on a sample of rows: the page's `select…List`. */
  checkReads: (data: T) => Read<unknown>,
) {
  const rows = useQuery<T, Error, T['items'], QueryKey>({
    ...listQuery,
    select: (data) => data.items,
  });
  const read = useQuery<T, Error, Read<unknown>, QueryKey>({
    ...listQuery,
    select: checkReads,
  }).data;
  return { rows, drift: read && !read.ok ? read : undefined };
}
