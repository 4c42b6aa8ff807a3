import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGET_AFTER_MS, forgetRead } from './forget-read';

const KEY = ['volumes', 'detail', 'vol-1'] as const;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryFn = vi.fn(async () => ({ id: 'vol-1' }));
  queryClient.setQueryData(KEY, { id: 'vol-1' });
  const observe = () =>
    new QueryObserver(queryClient, { queryKey: KEY, queryFn, staleTime: 30_000 }).subscribe(
      () => undefined,
    );
  return { queryClient, queryFn, observe };
}

afterEach(() => vi.useRealTimers());

describe('forgetRead', () => {
  it('removes a query nothing shows at once', () => {
    const { queryClient } = setup();
    forgetRead(queryClient, KEY);
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });

  it('keeps a shown query without reading it again, through a re-attach while the page leaves, then removes it', () => {
    vi.useFakeTimers();
    const { queryClient, queryFn, observe } = setup();
    const leave = observe();
    // The page has been open for longer than the stale time.
    vi.advanceTimersByTime(60_000);
    forgetRead(queryClient, KEY);
    leave();
    // React attaches the leaving page again for a moment: it must not read the deleted resource.
    const again = observe();
    expect(queryFn).not.toHaveBeenCalled();
    again();
    expect(queryClient.getQueryData(KEY)).toEqual({ id: 'vol-1' });
    vi.advanceTimersByTime(FORGET_AFTER_MS);
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('does nothing for a query that was never read', () => {
    const { queryClient } = setup();
    expect(() => forgetRead(queryClient, ['volumes', 'detail', 'other'])).not.toThrow();
    expect(queryClient.getQueryData(KEY)).toEqual({ id: 'vol-1' });
  });
});
