import { queryOptions } from '@tanstack/react-query';
import { fetchActivity } from '@/api/session/proxy-activity';

/** The team proxy's latest audit entries (admins, proxy mode only). */
export const activityQuery = queryOptions({
  queryKey: ['proxy', 'activity'],
  queryFn: ({ signal }) => fetchActivity(signal),
  staleTime: 10_000,
});
