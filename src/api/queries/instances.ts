import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import type { components } from '@/api/schema.gen';

/** A server, as every page and picker shows it. */
export type Instance = components['schemas']['Instance'];

/**
 * The instance list is read by shared code (instance links and pickers) as well as by several
 * features (instances, tickets, alert policies, overview, palette), so its one definition lives here.
 * The instances feature keeps the detail and metrics queries.
 */
export const instancesCall = apiCall('get', '/instances');

export const instancesQuery = callQuery(instancesCall);
