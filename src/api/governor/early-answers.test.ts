import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalGovernor } from './local-governor';
import { readAnswer } from './read-answer';
import { flush, recordingFetch, request } from '@/test/governor/test-kit';

const T0 = 1_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The app's way: the headers' reader is a chunk, fetched when `arrive` or `fail` is called. */
/** A governor sending through `fetch` whose answer reader arrives when `reader` says so. */
function governorWith(
  fetch: Parameters<typeof createLocalGovernor>[0]['fetch'],
  reader: ReturnType<typeof lateReader>,
) {
  return createLocalGovernor({ fetch, loadReadAnswer: reader.load, storage: null });
}

function lateReader() {
  let settle: { arrive(): void; fail(): void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<{ readAnswer: typeof readAnswer }>((resolve, reject) => {
        settle = {
          arrive: () => resolve({ readAnswer }),
          fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        };
      }),
  );
  return {
    load,
    async arrive() {
      settle!.arrive();
      await flush();
    },
    async fail() {
      settle!.fail();
      await flush();
    },
  };
}

describe('answers that arrive before the headers’ reader (read-answer.ts, a chunk of its own)', () => {
  it('fetches the reader with the first request, not before', async () => {
    const reader = lateReader();
    const governor = governorWith(recordingFetch().fetch, reader);
    expect(reader.load).not.toHaveBeenCalled();
    void governor.fetch(request('GET', '/instances'));
    void governor.fetch(request('GET', '/volumes'));
    await flush();
    expect(reader.load).toHaveBeenCalledTimes(1);
  });

  it('hands the answers on at once, keeps them, and reads them in order when the reader arrives', async () => {
    const reader = lateReader();
    // The first answer's figures cannot be true (remaining above the limit); the second's can.
    const net = recordingFetch((_req, index) => ({
      headers: {
        'x-ratelimit-limit': '20',
        ...(index === 0
          ? { 'x-ratelimit-remaining': '50' }
          : { 'x-ratelimit-remaining': '12', 'x-ratelimit-reset': '30' }),
      },
    }));
    const governor = governorWith(net.fetch, reader);
    // Both sent at once; the first answer comes first.
    const [first, second] = await Promise.all([
      governor.fetch(request('GET', '/instances')),
      governor.fetch(request('GET', '/volumes')),
    ]);
    // The callers have their answers; the budget does not know them yet.
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(governor.getSnapshot()).toMatchObject({
      globalLimit: 100,
      usedLastMinute: 2,
      serverCounted: false,
      ignoredFigures: null,
    });
    await vi.advanceTimersByTimeAsync(500);
    await reader.arrive();
    // Read in order: the usable count of the second answer ends the first one's ignored figures
    // (read the other way round, the meter would say they were ignored). 20 - 12 = 8 counted by
    // the service when the second request arrived, from 500 ms ago.
    expect(governor.getSnapshot()).toMatchObject({
      globalLimit: 20,
      usedLastMinute: 8,
      ownLastMinute: 2,
      serverCounted: true,
      ignoredFigures: null,
    });
  });

  it('sends nothing on a decision that ignores an answer already received', async () => {
    const reader = lateReader();
    // The service says the address has used its whole minute (others behind it).
    const net = recordingFetch(() => ({
      headers: {
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '20',
      },
    }));
    const governor = governorWith(net.fetch, reader);
    await governor.fetch(request('GET', '/instances'));
    // Our own count (1 of 100) would send this at once; the answer above says it must wait.
    const held = governor.fetch(request('GET', '/volumes'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(net.paths()).toEqual(['GET /instances']);
    expect(governor.getSnapshot().queued).toBe(1);
    await reader.arrive();
    // Read first, then decided: the service's count holds it until its reset.
    expect(net.paths()).toEqual(['GET /instances']);
    expect(governor.getSnapshot()).toMatchObject({ usedLastMinute: 100, queued: 1 });
    expect(governor.getSnapshot().waitingUntil).toBeGreaterThan(Date.now());
    await vi.advanceTimersByTimeAsync(61_000);
    expect(net.paths()).toEqual(['GET /instances', 'GET /volumes']);
    await expect(held).resolves.toMatchObject({ status: 200 });
  });

  it('pauses for a 429 that came first, from when it came, by its Retry-After', async () => {
    const reader = lateReader();
    const net = recordingFetch((_req, index) =>
      index === 0
        ? { status: 429, headers: { 'x-ratelimit-limit': '100', 'retry-after': '10' } }
        : {},
    );
    const governor = governorWith(net.fetch, reader);
    const read = governor.fetch(request('GET', '/instances'));
    await flush();
    // The read waits to be sent again, as after any 429; the pause is not known yet.
    expect(governor.getSnapshot()).toMatchObject({ queued: 1, pausedUntil: null });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(net.sent).toHaveLength(1);
    await reader.arrive();
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: T0 + 10_000,
      pausedClass: 'global',
    });
    await vi.advanceTimersByTimeAsync(5_500);
    expect(net.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(net.sent).toHaveLength(2);
    await expect(read).resolves.toMatchObject({ status: 200 });
  });

  it('goes on with its own count when the reader cannot be fetched (a deploy replaced it)', async () => {
    const reader = lateReader();
    const net = recordingFetch((_req, index) => ({
      status: index === 0 ? 429 : 200,
      // Figures that would lower the limit and fill the budget, and a short Retry-After: unread.
      headers: {
        'x-ratelimit-limit': '20',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '50',
        'retry-after': '5',
      },
    }));
    const governor = governorWith(net.fetch, reader);
    const read = governor.fetch(request('GET', '/instances'));
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    await reader.fail();
    // As a 429 without headers: the whole address pauses 30 s from when it came.
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: T0 + 30_000,
      pausedClass: 'global',
      globalLimit: 100,
      serverCounted: false,
      ignoredFigures: null,
    });
    await vi.advanceTimersByTimeAsync(28_500);
    expect(net.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(net.sent).toHaveLength(2);
    await expect(read).resolves.toMatchObject({ status: 200 });
    // Later answers are not held back, and read as answers without the headers: our own count.
    for (let i = 0; i < 5; i += 1) await governor.fetch(request('GET', `/volumes?n=${i}`));
    expect(net.sent).toHaveLength(7);
    expect(governor.getSnapshot()).toMatchObject({
      globalLimit: 100,
      usedLastMinute: 7,
      serverCounted: false,
      pausedUntil: null,
    });
    expect(reader.load).toHaveBeenCalledTimes(1);
  });

  it('keeps only the learned limit of an answer read after a sign-out it came before', async () => {
    const reader = lateReader();
    const net = recordingFetch(() => ({
      status: 429,
      headers: { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '0', 'retry-after': '20' },
    }));
    const governor = governorWith(net.fetch, reader);
    const write = await governor.fetch(request('POST', '/volumes'));
    expect(write.status).toBe(429);
    governor.clear();
    await reader.arrive();
    expect(governor.getSnapshot()).toMatchObject({
      globalLimit: 50,
      pausedUntil: null,
      serverCounted: false,
      usedLastMinute: 1,
    });
  });
});
