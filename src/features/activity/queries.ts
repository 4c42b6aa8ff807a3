import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchActivity } from '@/api/session/proxy-activity';

/**
 * The team proxy's audit log (admins, proxy mode only): the latest page first, then older pages
 * on request, each ending where the one before starts, back to the log's start.
 */
export const activityQuery = infiniteQueryOptions({
  queryKey: ['proxy', 'activity'],
  queryFn: ({ signal, pageParam }) => fetchActivity(signal, pageParam),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (page) => (page.start > 0 ? page.start : undefined),
  staleTime: 10_000,
});
