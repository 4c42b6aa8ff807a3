import { describe, expect, it, vi } from 'vitest';
import { createGovernor } from '@/test/governor/create-governor';
import { IGNORED_PHRASES } from './ignored-phrases';
import { WINDOW_KEY } from './persisted-window';
import {
  DAY,
  fakeClockFrom,
  flush,
  memoryStorage,
  recordingFetch,
  request,
} from '@/test/governor/test-kit';

/** Rate-limit headers are evidence, not orders (issue 29, build item 1). */

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
fakeClockFrom(T0);

function setup(headers: (request: Request, index: number) => Record<string, string>) {
  const net = recordingFetch((req, index) => ({ headers: headers(req, index) }));
  const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
  return { net, governor };
}

/** Sends one read, then `n` more at once; returns how many of those went without waiting. */
async function burst(
  governor: ReturnType<typeof setup>['governor'],
  net: ReturnType<typeof setup>['net'],
  n: number,
) {
  await governor.fetch(request('GET', '/instances'));
  const before = net.sent.length;
  for (let i = 0; i < n; i += 1) void governor.fetch(request('GET', `/volumes?n=${i}`));
  await flush();
  return net.sent.length - before;
}

describe('the service’s figures that cannot be true are set aside', () => {
  it('Prism’s random values (limit 78926848, remaining 62178160, reset 84297818) hold nothing', async () => {
    const { net, governor } = setup(() => ({
      'x-ratelimit-limit': '78926848',
      'x-ratelimit-remaining': '62178160',
      'x-ratelimit-reset': '84297818',
    }));
    expect(await burst(governor, net, 20)).toBe(20);
    expect(governor.getSnapshot()).toMatchObject({
      globalLimit: 100,
      usedLastMinute: 21,
      serverCounted: false,
      waitingUntil: null,
      queued: 0,
      ignoredFigures: 'limit-above-ceiling',
    });
  });

  it.each([['1e9'], ['101'], ['4300293']])(
    'x-ratelimit-limit: %s is not adopted: the ceiling is 100',
    async (limit) => {
      const { governor } = setup(() => ({ 'x-ratelimit-limit': limit }));
      await governor.fetch(request('GET', '/instances'));
      expect(governor.getSnapshot()).toMatchObject({
        globalLimit: 100,
        ignoredFigures: 'limit-above-ceiling',
      });
    },
  );

  it('a route’s limit above the global limit seen is not adopted (a route cannot allow more than the address)', async () => {
    const { net, governor } = setup((req) => ({
      'x-ratelimit-limit': req.method === 'POST' ? '50' : '20',
    }));
    await governor.fetch(request('GET', '/instances'));
    await governor.fetch(request('POST', '/instances'));
    expect(governor.getSnapshot().ignoredFigures).toBe('limit-above-ceiling');
    for (let i = 0; i < 10; i += 1) void governor.fetch(request('POST', '/instances'));
    await flush();
    // The deploy limit stays the spec's 10: floor(10 × 0.98) = 9 deploys in the window, not 10.
    expect(net.paths().filter((p) => p === 'POST /instances')).toHaveLength(9);
  });

  it('remaining above the limit: our own count, and the meter says why', async () => {
    const { net, governor } = setup(() => ({
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': '62178160',
      'x-ratelimit-reset': '30',
    }));
    expect(await burst(governor, net, 10)).toBe(10);
    expect(governor.getSnapshot()).toMatchObject({
      serverCounted: false,
      ignoredFigures: 'remaining-above-limit',
    });
    expect(IGNORED_PHRASES['remaining-above-limit']).toBe('remaining above limit');
  });

  it('a reset beyond one window (975 days in seconds) does not hold a read', async () => {
    const { net, governor } = setup(() => ({
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '84297818',
    }));
    expect(await burst(governor, net, 5)).toBe(5);
    expect(governor.getSnapshot()).toMatchObject({
      usedLastMinute: 6,
      waitingUntil: null,
      ignoredFigures: 'reset-beyond-window',
    });
  });

  it('a Date a day from the browser’s clock does not place an epoch reset', async () => {
    // "Nothing left, back in 12 s" by a service clock a day ahead of this browser's.
    const { net, governor } = setup(() => ({
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String((T0 + DAY + 12_000) / 1000),
      date: new Date(T0 + DAY).toUTCString(),
    }));
    expect(await burst(governor, net, 5)).toBe(5);
    expect(governor.getSnapshot()).toMatchObject({
      serverCounted: false,
      ignoredFigures: 'clock-far',
    });
  });

  it('a limit kept by an earlier page load that cannot be true is not adopted', () => {
    const storage = memoryStorage({
      [WINDOW_KEY]: JSON.stringify({ sent: [], pauses: {}, limits: { global: 1e9, deploy: 500 } }),
    });
    const governor = createGovernor({
      fetch: recordingFetch().fetch,
      now: () => Date.now(),
      storage,
    });
    expect(governor.getSnapshot().globalLimit).toBe(100);
  });

  it('the reason goes when a later answer’s count can be used, or after one window', async () => {
    let good = false;
    const { governor } = setup((): Record<string, string> =>
      good
        ? { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '90', 'x-ratelimit-reset': '30' }
        : { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '500' },
    );
    await governor.fetch(request('GET', '/a'));
    expect(governor.getSnapshot().ignoredFigures).toBe('remaining-above-limit');
    await vi.advanceTimersByTimeAsync(61_000);
    expect(governor.getSnapshot().ignoredFigures).toBeNull();
    await governor.fetch(request('GET', '/b'));
    expect(governor.getSnapshot().ignoredFigures).toBe('remaining-above-limit');
    good = true;
    await governor.fetch(request('GET', '/c'));
    expect(governor.getSnapshot()).toMatchObject({ ignoredFigures: null, serverCounted: true });
  });

  it.each<[string, Record<string, string>]>([
    [
      'Prism',
      {
        'x-ratelimit-limit': '78926848',
        'x-ratelimit-remaining': '62178160',
        'x-ratelimit-reset': '84297818',
      },
    ],
    [
      'remaining 0, reset 975 days',
      { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '84297818' },
    ],
    [
      'remaining 0, reset a year away (epoch)',
      {
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(T0 / 1000 + 365 * 86_400),
      },
    ],
    [
      'remaining 0, reset 60 s',
      { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '60' },
    ],
    ['remaining 0, no reset', { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0' }],
    ['limit 1e9, remaining 0', { 'x-ratelimit-limit': '1e9', 'x-ratelimit-remaining': '0' }],
  ])('no header holds a person’s read longer than one window: %s', async (_name, headers) => {
    const { net, governor } = setup(() => headers);
    await governor.fetch(request('GET', '/instances'));
    const asked = Date.now();
    void governor.fetch(request('GET', '/volumes'));
    await vi.advanceTimersByTimeAsync(61_000);
    const sent = net.sent.find((s) => s.path === '/volumes');
    expect(sent, 'the read was sent').toBeDefined();
    expect(sent!.at - asked).toBeLessThanOrEqual(61_000);
  });
});
