import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';

// The catalogue (deploy page, instance fields, region pickers of volumes and others) changes
// rarely; one read per session of the deploy page is enough.
const CATALOG_STALE_MS = 10 * 60_000;

export const plansCall = apiCall('get', '/catalog/plans');
export const regionsCall = apiCall('get', '/catalog/regions');
export const osImagesCall = apiCall('get', '/catalog/os-images');

export const plansQuery = queryOptions({
  queryKey: ['catalog', 'plans'] as const,
  queryFn: ({ signal }) => send(plansCall, { signal }),
  staleTime: CATALOG_STALE_MS,
});

export const regionsQuery = queryOptions({
  queryKey: ['catalog', 'regions'] as const,
  queryFn: ({ signal }) => send(regionsCall, { signal }),
  staleTime: CATALOG_STALE_MS,
});

export const osImagesQuery = queryOptions({
  queryKey: ['catalog', 'os-images'] as const,
  queryFn: ({ signal }) => send(osImagesCall, { signal }),
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
