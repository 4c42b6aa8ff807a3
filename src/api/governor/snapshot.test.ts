import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGovernor } from '@/test/governor/create-governor';
import { AUTO_REFRESH_KEY } from './snapshot';
import { flush, recordingFetch, request, memoryStorage } from '@/test/governor/test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('governor snapshot', () => {
  it('keeps the same object until something visible changes, and notifies on each change', async () => {
    const net = recordingFetch();
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    const listener = vi.fn();
    governor.subscribe(listener);
    const first = governor.getSnapshot();
    expect(governor.getSnapshot()).toBe(first);

    await governor.fetch(request('GET', '/instances'));
    const second = governor.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.usedLastMinute).toBe(1);
    expect(listener).toHaveBeenCalled();

    listener.mockClear();
    governor.setAutoRefreshPaused(false); // no visible change
    await vi.advanceTimersByTimeAsync(30_000);
    expect(governor.getSnapshot()).toBe(second);
    expect(listener).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(31_000); // the send leaves the window: the meter drops by itself
    expect(governor.getSnapshot().usedLastMinute).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops notifying after unsubscribe', async () => {
    const governor = createGovernor({
      fetch: recordingFetch().fetch,
      now: () => Date.now(),
      storage: null,
    });
    const listener = vi.fn();
    const unsubscribe = governor.subscribe(listener);
    unsubscribe();
    await governor.fetch(request('GET', '/instances'));
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });

  it('persists the auto-refresh switch and reads it back in a new governor', () => {
    const storage = memoryStorage();
    const governor = createGovernor({ fetch: recordingFetch().fetch, storage });
    expect(governor.getSnapshot().autoRefreshPaused).toBe(false);
    governor.setAutoRefreshPaused(true);
    expect(governor.getSnapshot().autoRefreshPaused).toBe(true);
    expect(storage.data.get(AUTO_REFRESH_KEY)).toBe('true');
    expect(
      createGovernor({ fetch: recordingFetch().fetch, storage }).getSnapshot().autoRefreshPaused,
    ).toBe(true);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const governor = createGovernor({ fetch: recordingFetch().fetch, storage: broken });
    governor.setAutoRefreshPaused(true);
    expect(governor.getSnapshot().autoRefreshPaused).toBe(true);
  });
});
