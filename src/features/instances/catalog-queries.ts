import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

// The catalogue changes rarely; one read per session of the deploy page is enough.
const CATALOG_STALE_MS = 10 * 60_000;

export const plansQuery = queryOptions({
  queryKey: ['catalog', 'plans'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/catalog/plans', { signal })),
  staleTime: CATALOG_STALE_MS,
});

export const regionsQuery = queryOptions({
  queryKey: ['catalog', 'regions'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/catalog/regions', { signal })),
  staleTime: CATALOG_STALE_MS,
});

export const osImagesQuery = queryOptions({
  queryKey: ['catalog', 'os-images'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/catalog/os-images', { signal })),
  staleTime: CATALOG_STALE_MS,
});

/** Shared with the wallet page by key; the review step shows the balance before billing it. */
export const walletSummaryQuery = queryOptions({
  queryKey: ['wallet', 'summary'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/wallet/summary', { signal })),
  staleTime: 15_000,
});
