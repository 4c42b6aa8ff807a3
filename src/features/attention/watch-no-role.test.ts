// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { identityKey } from '@/api/identity/identity';
import { attentionStore } from './store';
import { FIRST_LOOK_MS, LOOK_TICK_MS, startWatching } from './watch';

afterEach(() => vi.useRealTimers());

describe('the looks, team mode', () => {
  it('wait while the person has no role here, and look once it is back', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const fetchQuery = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue(undefined);
    attentionStore.setOwner('no-role-test');
    // Who is signed in, refused by the team's proxy: the no-access page's state (kept, as the page
    // that watches it keeps it).
    const identity = queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: identityKey, gcTime: Infinity });
    identity.setState({
      status: 'error',
      error: new ApiError({ status: 403, code: 'no_console_role', message: 'no role' }),
    });
    startWatching(queryClient);
    await vi.advanceTimersByTimeAsync(FIRST_LOOK_MS + 20 * LOOK_TICK_MS);
    expect(fetchQuery).not.toHaveBeenCalled();
    // The role back (Check again answered): the next tick looks.
    queryClient.setQueryData(identityKey, { person: { user: 'ada' } });
    await vi.advanceTimersByTimeAsync(LOOK_TICK_MS);
    expect(fetchQuery).toHaveBeenCalled();
  });
});
