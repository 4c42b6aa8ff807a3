import { describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '@/api/errors';
import { queryClientDefaults, retryDelay, shouldRetryRead } from './query-defaults';

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('shouldRetryRead', () => {
  it.each([
    ['no answer to a read', networkError('GET', new TypeError('Failed to fetch')), true],
    ['a 500', apiError(500, 'server_error'), true],
    ['a 503', apiError(503, 'server_error'), true],
    ['an unreadable answer', apiError(502, 'malformed_response'), true],
    ['a write whose outcome is unknown', networkError('POST', new TypeError('reset')), false],
    ['a 400', apiError(400, 'invalid_parameter'), false],
    ['a 401', apiError(401, 'invalid_token'), false],
    ['a 403', apiError(403, 'read_only_key'), false],
    ['a 404', apiError(404, 'not_found'), false],
    ['a 429 (the governor already waited it out)', apiError(429, 'rate_limited'), false],
    ['an error that is not an ApiError', new TypeError('x is undefined'), false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(shouldRetryRead(0, error)).toBe(expected);
  });

  it('stops after three retries', () => {
    const error = apiError(503, 'server_error');
    expect([0, 1, 2, 3].map((n) => shouldRetryRead(n, error))).toEqual([true, true, true, false]);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s up to 8 s, jittered between half and the whole', () => {
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0);
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    random.mockReturnValue(0.999999);
    expect(retryDelay(0)).toBeCloseTo(1000, 0);
    expect(retryDelay(6)).toBeCloseTo(8000, 0);
    random.mockRestore();
  });
});

describe('queryClientDefaults', () => {
  it('is chosen for the shared 100-per-minute budget', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      staleTime: 30_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
    expect(queryClientDefaults.queries.retry).toBe(shouldRetryRead);
    expect(queryClientDefaults.mutations.retry).toBe(0);
  });
});
