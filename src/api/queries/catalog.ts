import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';

// The catalogue (deploy page, instance fields, region pickers of volumes and others) changes
// rarely; one read per session of the deploy page is enough.
const CATALOG_STALE_MS = 10 * 60_000;

export const plansCall = apiCall('get', '/catalog/plans');
export const regionsCall = apiCall('get', '/catalog/regions');
export const osImagesCall = apiCall('get', '/catalog/os-images');

export const plansQuery = queryOptions({ ...callQuery(plansCall), staleTime: CATALOG_STALE_MS });

export const regionsQuery = queryOptions({
  ...callQuery(regionsCall),
  staleTime: CATALOG_STALE_MS,
});

export const osImagesQuery = queryOptions({
  ...callQuery(osImagesCall),
  staleTime: CATALOG_STALE_MS,
});

/**
 * Starts the catalogue reads a page's fields need (plans and regions, and the images if asked) with
 * the page's own request, so they do not wait for the page to draw. Each is read at most once in
 * CATALOG_STALE_MS.
 */
export function prefetchCatalog(queryClient: QueryClient, { images = false } = {}): void {
  void queryClient.prefetchQuery(plansQuery);
  void queryClient.prefetchQuery(regionsQuery);
  if (images) void queryClient.prefetchQuery(osImagesQuery);
}
