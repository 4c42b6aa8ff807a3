import { describe, expect, it, vi } from 'vitest';
import { createGovernor } from '@/test/governor/create-governor';
import { WINDOW_KEY } from './persisted-window';
import {
  channelHub,
  DAY,
  fakeClockFrom,
  flush,
  memoryStorage,
  recordingFetch,
  request,
} from '@/test/governor/test-kit';

/** Pauses cannot be trusted either (issue 29, audit finding F2). */

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
fakeClockFrom(T0);

type Reply = { status?: number; headers?: Record<string, string> };

/** Answers the first `times` sends with `first` (a 429 by default), 200 afterwards. */
function setup(first: Reply, times = 1, storage: ReturnType<typeof memoryStorage> | null = null) {
  const net = recordingFetch((_req, index) => (index < times ? { status: 429, ...first } : {}));
  const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage });
  return { net, governor };
}

const secondsLeft = (until: number | null) =>
  until === null ? null : Math.ceil((until - Date.now()) / 1000);

describe('a pause is bounded by one window', () => {
  it.each([
    ['99999', 'wait-beyond-window'],
    ['Fri, 31 Dec 9999 23:59:59 GMT', 'wait-beyond-window'],
    ['61', 'wait-beyond-window'],
  ])('Retry-After: %s waits 30 s, not the 10-minute cap, and says why', async (value, reason) => {
    const { net, governor } = setup({ headers: { 'retry-after': value } });
    void governor.fetch(request('GET', '/instances'));
    await flush();
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: T0 + 30_000,
      ignoredFigures: reason,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(net.paths()).toEqual(['GET /instances', 'GET /instances']);
  });

  it('the reason for a shortened wait stays while other answers bring usable counts', async () => {
    const net = recordingFetch((req): Reply =>
      req.url.endsWith('/instances')
        ? { status: 429, headers: { 'retry-after': '99999' } }
        : {
            headers: {
              'x-ratelimit-limit': '100',
              'x-ratelimit-remaining': '90',
              'x-ratelimit-reset': '30',
            },
          },
    );
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    void governor.fetch(request('GET', '/instances'));
    void governor.fetch(request('GET', '/catalog/plans'));
    await flush();
    expect(governor.getSnapshot()).toMatchObject({
      ignoredFigures: 'wait-beyond-window',
      serverCounted: true,
    });
  });

  it('Retry-After: 60 is a whole window and is kept', async () => {
    const { governor } = setup({ headers: { 'retry-after': '60' } });
    void governor.fetch(request('GET', '/instances'));
    await flush();
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: T0 + 60_000,
      ignoredFigures: null,
    });
  });

  it('reads a Retry-After date against the response’s Date when the clocks are near', async () => {
    // The service's clock two minutes ahead: its date is 5 s after its own now.
    const { governor } = setup({
      headers: {
        'retry-after': new Date(T0 + 125_000).toUTCString(),
        date: new Date(T0 + 120_000).toUTCString(),
      },
    });
    void governor.fetch(request('GET', '/instances'));
    await flush();
    expect(secondsLeft(governor.getSnapshot().pausedUntil)).toBe(5);
  });

  it('a Date a day from the browser’s clock is set aside: the wait stays within one window', async () => {
    vi.setSystemTime(T0 + DAY); // this browser's clock is a day ahead
    const { governor } = setup({
      headers: {
        'retry-after': new Date(T0 + 5_000).toUTCString(),
        date: new Date(T0).toUTCString(),
      },
    });
    void governor.fetch(request('GET', '/instances'));
    await flush();
    // Read against this clock the date has passed: the shortest pause, never a day.
    expect(secondsLeft(governor.getSnapshot().pausedUntil)).toBe(1);
    vi.setSystemTime(T0 - DAY); // and a day behind: the date is a day away, beyond one window
    const later = setup({
      headers: {
        'retry-after': new Date(T0 + 5_000).toUTCString(),
        date: new Date(T0).toUTCString(),
      },
    });
    void later.governor.fetch(request('GET', '/instances'));
    await flush();
    expect(later.governor.getSnapshot()).toMatchObject({ ignoredFigures: 'clock-far' });
    expect(secondsLeft(later.governor.getSnapshot().pausedUntil)).toBe(30);
  });
});

describe('a pause follows the clock', () => {
  it('a 5 s pause taken while the clock was a day ahead, then the clock corrected, ends within 5 s, not 86391', async () => {
    vi.setSystemTime(T0 + DAY);
    const { net, governor } = setup({ headers: { 'retry-after': '5' } });
    let status = 0;
    void governor.fetch(request('GET', '/instances')).then((r) => (status = r.status));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(secondsLeft(governor.getSnapshot().pausedUntil)).toBe(3);
    vi.setSystemTime(T0 + 2_000); // the clock is put right
    // Within a second the countdown follows: the pause keeps its length (5 s) from now at most.
    await vi.advanceTimersByTimeAsync(1_000);
    const left = secondsLeft(governor.getSnapshot().pausedUntil);
    expect(left).not.toBeNull();
    expect(left!).toBeLessThanOrEqual(5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(net.paths()).toEqual(['GET /instances', 'GET /instances']);
    expect(status).toBe(200);
    expect(governor.getSnapshot()).toMatchObject({ pausedUntil: null, queued: 0 });
  });

  it('sends made while the clock was a day ahead leave the window one window after the correction at most', async () => {
    vi.setSystemTime(T0 + DAY);
    const { net, governor } = setup({}, 0);
    for (let i = 0; i < 98; i += 1) await governor.fetch(request('GET', `/a?n=${i}`));
    vi.setSystemTime(T0);
    void governor.fetch(request('GET', '/after'));
    await vi.advanceTimersByTimeAsync(61_000);
    expect(net.paths()).toContain('GET /after');
    expect(governor.getSnapshot().usedLastMinute).toBe(1);
  });
});

describe('the kept window is bounded and recomputed against the clock on load', () => {
  it('a pause written a day into the future (no start) is cut to one window', () => {
    const storage = memoryStorage({
      [WINDOW_KEY]: JSON.stringify({ sent: [], pauses: { global: T0 + DAY + 5_000 }, limits: {} }),
    });
    const governor = createGovernor({
      fetch: recordingFetch().fetch,
      now: () => Date.now(),
      storage,
    });
    expect(governor.getSnapshot().pausedUntil).toBe(T0 + 60_000);
  });

  it('a 5 s pause written by a clock a day ahead is 5 s from now after the correction', async () => {
    const storage = memoryStorage();
    vi.setSystemTime(T0 + DAY);
    const first = setup({ headers: { 'retry-after': '5' } }, 1, storage);
    void first.governor.fetch(request('GET', '/instances'));
    await flush();
    first.governor.dispose();
    expect(JSON.parse(storage.data.get(WINDOW_KEY)!).pauses.global).toBe(T0 + DAY + 5_000);

    vi.setSystemTime(T0); // corrected; the page is loaded again (a reload, a new tab)
    const second = setup({}, 0, storage);
    expect(second.governor.getSnapshot().pausedUntil).toBe(T0 + 5_000);
    // Its sends were a day "ahead" too: counted as sent now, gone one window from now.
    expect(second.governor.getSnapshot().usedLastMinute).toBe(1);
    void second.governor.fetch(request('GET', '/volumes'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(second.net.paths()).toEqual(['GET /volumes']);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(second.governor.getSnapshot().usedLastMinute).toBe(0);
  });

  it('a pause another tab announces a day ahead is cut to one window', async () => {
    const hub = channelHub();
    const a = createGovernor({
      fetch: recordingFetch().fetch,
      now: () => Date.now(),
      storage: null,
      channel: hub.connect(),
    });
    hub.connect().postMessage({ type: 'pause', cls: 'global', until: T0 + DAY });
    await flush();
    expect(a.getSnapshot().pausedUntil).toBe(T0 + 60_000);
  });
});

describe('a person can always try now', () => {
  it('"Try now" sends the held reads at once; an answer ends the pause, in every tab', async () => {
    const hub = channelHub();
    const net = recordingFetch((_req, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '60' } } : {},
    );
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
    let status = 0;
    void a.fetch(request('GET', '/instances')).then((r) => (status = r.status));
    await flush();
    void a.fetch(request('GET', '/volumes'));
    void a.fetch(request('GET', '/poll', true)); // background work waits for the pause
    void a.fetch(request('POST', '/tickets')); // so does a write
    await flush();
    expect(a.getSnapshot()).toMatchObject({ pausedUntil: T0 + 60_000, heldReads: 2, queued: 4 });
    expect(b.getSnapshot().pausedUntil).toBe(T0 + 60_000);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(a.tryNow()).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    // The reads went; their answers ended the pause, so the write and the poll followed.
    expect(net.paths()).toEqual([
      'GET /instances',
      'GET /instances',
      'GET /volumes',
      'POST /tickets',
      'GET /poll',
    ]);
    expect(status).toBe(200);
    expect(a.getSnapshot()).toMatchObject({ pausedUntil: null, heldReads: 0, queued: 0 });
    expect(b.getSnapshot().pausedUntil).toBeNull();
  });

  it('a try that meets another 429 starts a new pause, and the read waits again', async () => {
    const { net, governor } = setup({ headers: { 'retry-after': '30' } }, 2);
    void governor.fetch(request('GET', '/instances'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(governor.tryNow()).toBe(1);
    await flush();
    expect(net.sent).toHaveLength(2);
    expect(governor.getSnapshot()).toMatchObject({ pausedUntil: T0 + 40_000, heldReads: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(net.sent).toHaveLength(3);
  });

  it('"Try now" releases reads held by the budget too', async () => {
    const net = recordingFetch(() => ({
      headers: {
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '50',
      },
    }));
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    await governor.fetch(request('GET', '/instances'));
    void governor.fetch(request('GET', '/volumes'));
    await flush();
    expect(governor.getSnapshot()).toMatchObject({ heldReads: 1 });
    expect(governor.getSnapshot().waitingUntil).toBeGreaterThan(Date.now());
    governor.tryNow();
    await flush();
    expect(net.paths()).toEqual(['GET /instances', 'GET /volumes']);
  });
});

describe('clear (sign-out)', () => {
  it('forgets the pauses, the service’s counts and the kept window; what waited is not sent', async () => {
    const storage = memoryStorage();
    const net = recordingFetch((_req, index) =>
      index === 0
        ? {
            status: 429,
            headers: {
              'retry-after': '60',
              'x-ratelimit-limit': '100',
              'x-ratelimit-remaining': '0',
            },
          }
        : {},
    );
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage });
    const first = governor.fetch(request('GET', '/instances'));
    await flush();
    const held = governor.fetch(request('GET', '/volumes'));
    await flush();
    expect(storage.data.get(WINDOW_KEY)).toContain('"pauses":{"global"');
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: T0 + 60_000,
      serverCounted: true,
      queued: 2,
    });

    governor.clear();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
    expect(storage.data.has(WINDOW_KEY)).toBe(false);
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: null,
      serverCounted: false,
      usedLastMinute: 1,
      queued: 0,
    });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(net.sent).toHaveLength(1);
    expect(storage.data.has(WINDOW_KEY)).toBe(false);
    // A new page load after sign-out starts unpaused.
    expect(
      createGovernor({ fetch: net.fetch, now: () => Date.now(), storage }).getSnapshot()
        .pausedUntil,
    ).toBeNull();
  });

  it('ends the reads still on their way: their requests are aborted, the callers get an AbortError', async () => {
    const seen: Request[] = [];
    const governor = createGovernor({
      fetch: (req) =>
        new Promise<Response>((_resolve, reject) => {
          seen.push(req);
          req.signal.addEventListener('abort', () => reject(req.signal.reason));
        }),
      now: () => Date.now(),
      storage: null,
    });
    const pending = governor.fetch(request('GET', '/instances'));
    await flush();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.signal.aborted).toBe(false);
    governor.clear();
    expect(seen[0]!.signal.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // The next session's reads go out as usual.
    void governor.fetch(request('GET', '/volumes'));
    await flush();
    expect(seen).toHaveLength(2);
    expect(seen[1]!.signal.aborted).toBe(false);
  });

  it('in a browser without AbortSignal.any the reads still go out (only a sign-out cannot end them on their way)', async () => {
    vi.stubGlobal(
      'AbortSignal',
      Object.assign(function () {}, { any: undefined }),
    );
    try {
      const net = recordingFetch(() => ({}));
      const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
      expect((await governor.fetch(request('GET', '/instances'))).status).toBe(200);
      expect(net.paths()).toEqual(['GET /instances']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an answer that arrives after it changes nothing kept', async () => {
    const storage = memoryStorage();
    let answer: (response: Response) => void = () => undefined;
    const governor = createGovernor({
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
      now: () => Date.now(),
      storage,
    });
    const pending = governor.fetch(request('GET', '/instances'));
    await flush();
    governor.clear();
    answer(new Response('{}', { status: 429, headers: { 'retry-after': '60' } }));
    expect((await pending).status).toBe(429);
    expect(governor.getSnapshot().pausedUntil).toBeNull();
    expect(storage.data.has(WINDOW_KEY)).toBe(false);
  });
});
