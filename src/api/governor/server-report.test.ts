import { describe, expect, it, vi } from 'vitest';
import { createGovernor } from '@/test/governor/create-governor';
import { WINDOW_KEY } from './persisted-window';
import { readServerCount } from './server-report';
import {
  channelHub,
  DAY,
  fakeClockFrom,
  flush,
  memoryStorage,
  recordingFetch,
  request,
} from '@/test/governor/test-kit';

const T0 = 1_000_000;
fakeClockFrom(T0);

/** A service that answers with the given remaining/reset for every request. */
function service(headers: (index: number) => Record<string, string>) {
  return recordingFetch((_req, index) => ({
    headers: { 'x-ratelimit-limit': '100', ...headers(index) },
  }));
}

describe('the service’s count (x-ratelimit-remaining, x-ratelimit-reset)', () => {
  it('counts other people on the address: holds requests the browser alone would send', async () => {
    // 90 requests of other people are already counted when our first one arrives.
    const net = service((i) => ({
      'x-ratelimit-remaining': String(100 - 91 - i),
      'x-ratelimit-reset': '20',
    }));
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    await governor.fetch(request('GET', '/instances'));
    expect(governor.getSnapshot()).toMatchObject({
      usedLastMinute: 91,
      ownLastMinute: 1,
      serverCounted: true,
    });
    for (let i = 0; i < 10; i += 1) void governor.fetch(request('GET', `/volumes?n=${i}`));
    await flush();
    // 98 % of 100: seven more fit; the browser's own window (1 send) would have let all ten go.
    expect(net.sent).toHaveLength(8);
    const snapshot = governor.getSnapshot();
    expect(snapshot.queued).toBe(3);
    expect(snapshot.waitingUntil).toBeGreaterThan(Date.now());
    // Background work stops at 85 %, well before.
    void governor.fetch(request('GET', '/poll', true));
    await flush();
    expect(net.paths()).not.toContain('GET /poll');
  });

  it('lets the held requests go as the service’s count goes down after the reset', async () => {
    const net = service(() => ({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '10' }));
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    await governor.fetch(request('GET', '/instances'));
    void governor.fetch(request('GET', '/volumes'));
    await flush();
    expect(net.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(net.sent).toHaveLength(1);
    // After the reset the count fades out over the rest of the window: some room opens soon.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.paths()).toContain('GET /volumes');
  });

  it('trusts the service when it counted fewer than the browser sent', async () => {
    const net = service((i): Record<string, string> =>
      i < 95 ? {} : { 'x-ratelimit-remaining': '60', 'x-ratelimit-reset': '30' },
    );
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    for (let i = 0; i < 96; i += 1) await governor.fetch(request('GET', `/a?n=${i}`));
    expect(governor.getSnapshot().usedLastMinute).toBe(40);
    for (let i = 0; i < 20; i += 1) void governor.fetch(request('GET', `/b?n=${i}`));
    await flush();
    expect(net.sent).toHaveLength(116);
  });

  it('without the headers, keeps to the browser’s own window', async () => {
    const net = service(() => ({}));
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    await governor.fetch(request('GET', '/instances'));
    expect(governor.getSnapshot()).toMatchObject({ usedLastMinute: 1, serverCounted: false });
  });

  it('ignores a count that contradicts itself or a reset beyond one window, and says why', () => {
    const answer = (headers: Record<string, string>) => new Response('{}', { headers });
    const read = (headers: Record<string, string>) => readServerCount(answer(headers), 100, T0);
    expect(read({})).toBeNull();
    expect(read({ 'x-ratelimit-remaining': '1000' })).toEqual({ ignored: 'remaining-above-limit' });
    expect(read({ 'x-ratelimit-remaining': '-3' })).toEqual({ ignored: 'remaining-unreadable' });
    expect(read({ 'x-ratelimit-remaining': 'plenty' })).toEqual({
      ignored: 'remaining-unreadable',
    });
    expect(read({ 'x-ratelimit-remaining': '2.5' })).toEqual({ ignored: 'remaining-unreadable' });
    expect(read({ 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': '-1' })).toEqual({
      ignored: 'reset-unreadable',
    });
    // A per-minute window: nothing counted is still counted after 60 s.
    expect(read({ 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': '61' })).toEqual({
      ignored: 'reset-beyond-window',
    });
    expect(read({ 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': '3600' })).toEqual({
      ignored: 'reset-beyond-window',
    });
    // Prism's: under 1e9, so seconds from now: 975 days.
    expect(read({ 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': '84297818' })).toEqual({
      ignored: 'reset-beyond-window',
    });
    expect(read({ 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': '60' })).toEqual({
      count: { used: 95, resetMs: 60_000 },
    });
    // No reset: assume the whole window.
    expect(read({ 'x-ratelimit-remaining': '5' })).toEqual({
      count: { used: 95, resetMs: 61_000 },
    });
  });

  it('a lying count does not stop the console: a count above the limit is ignored', async () => {
    const net = service(() => ({ 'x-ratelimit-remaining': '5000', 'x-ratelimit-reset': '30' }));
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    await governor.fetch(request('GET', '/instances'));
    expect(governor.getSnapshot()).toMatchObject({ usedLastMinute: 1, serverCounted: false });
  });

  it('reads a reset in epoch seconds against the response’s Date when the clocks are near', () => {
    // The service's clock is two minutes ahead of ours; its reset is 12 s after its own now.
    const localNow = Date.UTC(2026, 10, 23, 12, 0, 0);
    const serverNow = localNow + 120_000;
    const headers = {
      'x-ratelimit-remaining': '10',
      'x-ratelimit-reset': String((serverNow + 12_000) / 1000),
      date: new Date(serverNow).toUTCString(),
    };
    expect(readServerCount(new Response('{}', { headers }), 100, localNow)).toEqual({
      count: { used: 90, resetMs: 12_000 },
    });
  });

  it('sets aside a Date far from the browser’s clock: an epoch reset that only it explains is ignored', () => {
    const localNow = Date.UTC(2026, 10, 23, 12, 0, 0);
    const answer = (serverNow: number, resetAt: number) =>
      new Response('{}', {
        headers: {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.round(resetAt / 1000)),
          date: new Date(serverNow).toUTCString(),
        },
      });
    // The service's clock a day ahead (or this browser's a day behind): which one is wrong is unknown.
    expect(readServerCount(answer(localNow + DAY, localNow + DAY + 12_000), 100, localNow)).toEqual(
      { ignored: 'clock-far' },
    );
    // A Date a day off but a reset that fits this browser's clock: the reset is used as it is.
    expect(readServerCount(answer(localNow + DAY, localNow + 12_000), 100, localNow)).toEqual({
      count: { used: 100, resetMs: 12_000 },
    });
    // A Date that agrees, an epoch reset a day away: beyond one window.
    expect(readServerCount(answer(localNow, localNow + DAY), 100, localNow)).toEqual({
      ignored: 'reset-beyond-window',
    });
  });

  it('shares the count with the other tabs', async () => {
    const hub = channelHub();
    const net = service(() => ({ 'x-ratelimit-remaining': '20', 'x-ratelimit-reset': '30' }));
    const a = createGovernor({
      fetch: net.fetch,
      now: () => Date.now(),
      storage: null,
      channel: hub.connect(),
    });
    const b = createGovernor({
      fetch: net.fetch,
      now: () => Date.now(),
      storage: null,
      channel: hub.connect(),
    });
    await a.fetch(request('GET', '/instances'));
    await flush();
    expect(b.getSnapshot()).toMatchObject({
      usedLastMinute: 80,
      ownLastMinute: 1,
      serverCounted: true,
    });
  });
});

describe('the window survives a reload', () => {
  it('a new page load starts from the sends and pauses the last one kept, not from zero', async () => {
    const storage = memoryStorage();
    const net = recordingFetch((_req, index) =>
      index === 50 ? { status: 429, headers: { 'retry-after': '20' } } : {},
    );
    const first = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage });
    for (let i = 0; i < 51; i += 1)
      void first.fetch(request('GET', `/a?n=${i}`)).catch(() => undefined);
    await flush();
    first.dispose();
    const saved = storage.data.get(WINDOW_KEY) ?? '';
    // Times, ids and classes only: no path, no key.
    expect(saved).not.toContain('/a');
    expect(saved).not.toMatch(/bearer|authorization/i);

    vi.advanceTimersByTime(5_000);
    const second = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage });
    expect(second.getSnapshot()).toMatchObject({ usedLastMinute: 51, pausedUntil: T0 + 20_000 });
    const sentBefore = net.sent.length;
    void second.fetch(request('GET', '/after-reload'));
    await flush();
    expect(net.sent).toHaveLength(sentBefore);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(net.paths()).toContain('GET /after-reload');
  });

  it('ignores a kept window it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(WINDOW_KEY, '{"sent":[{"id":1}],"pauses":{},"limits":{}}');
    const governor = createGovernor({
      fetch: recordingFetch().fetch,
      now: () => Date.now(),
      storage,
    });
    expect(governor.getSnapshot().usedLastMinute).toBe(0);
    storage.setItem(WINDOW_KEY, 'not json');
    expect(
      createGovernor({
        fetch: recordingFetch().fetch,
        now: () => Date.now(),
        storage,
      }).getSnapshot().usedLastMinute,
    ).toBe(0);
  });
});
