import type { DefaultOptions } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR } from '@/api/errors';

/** Three retries after the first failure: four tries in all, about 7 s at most with the delays below. */
const MAX_RETRIES = 3;

/**
 * Reads are retried only when trying again can help: no answer at all, a 5xx, or an answer that
 * could not be read. A 4xx will be the same next time, and a write is never retried (its
 * outcome_unknown error is not a network_error on purpose).
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof ApiError)) return false;
  if (error.code === 'malformed_response') return true;
  if (error.status === 0) return error.code === NETWORK_ERROR;
  return error.status >= 500;
}

/** 1 s, 2 s, 4 s, 8 s at most, each scaled by a random 0.5..1 so tabs that failed together spread out. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 8000) * (0.5 + Math.random() * 0.5);
}

/** React Query defaults chosen for a 100-per-minute budget shared by every tab (docs/requests.md). */
export const queryClientDefaults = {
  queries: {
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    // Switching back to the tab must not refetch every query on the page at once.
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
    retry: shouldRetryRead,
    retryDelay,
  },
  mutations: { retry: 0 },
} satisfies DefaultOptions;
