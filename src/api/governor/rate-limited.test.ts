import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGovernor, MAX_READ_RESENDS } from '@/test/governor/create-governor';
import { flush, recordingFetch, request } from '@/test/governor/test-kit';

const T0 = 1_000_000;
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

type Reply = { status?: number; headers?: Record<string, string> };

/** Answers 429 with `first` for the first `times` sends, 200 afterwards. */
function setup(first: Reply, times = 1) {
  const net = recordingFetch((_req, index) => (index < times ? { status: 429, ...first } : {}));
  const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
  return { net, governor };
}

describe('a 429 pauses the class and resumes by itself', () => {
  it('waits Retry-After seconds, resends a read once the pause ends, and hides the 429 from the caller', async () => {
    const { net, governor } = setup({
      headers: { 'retry-after': '5', 'x-ratelimit-limit': '100' },
    });
    let status = 0;
    void governor.fetch(request('GET', '/instances')).then((r) => (status = r.status));
    await flush();
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: T0 + 5000,
      pausedClass: 'global',
      queued: 1,
    });

    void governor.fetch(request('GET', '/volumes')); // held by the pause too
    await vi.advanceTimersByTimeAsync(4_999);
    expect(net.sent).toHaveLength(1);
    expect(status).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(net.paths()).toEqual(['GET /instances', 'GET /instances', 'GET /volumes']);
    expect(status).toBe(200);
    expect(governor.getSnapshot()).toMatchObject({
      pausedUntil: null,
      pausedClass: null,
      queued: 0,
    });
  });

  it('waits 30 s when the 429 has no Retry-After', async () => {
    const { net, governor } = setup({});
    void governor.fetch(request('GET', '/instances'));
    await flush();
    expect(governor.getSnapshot().pausedUntil).toBe(T0 + 30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(net.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.sent).toHaveLength(2);
  });

  it('understands Retry-After as an HTTP date', async () => {
    const { governor } = setup({ headers: { 'retry-after': new Date(T0 + 12_000).toUTCString() } });
    void governor.fetch(request('GET', '/instances'));
    await flush();
    expect(governor.getSnapshot().pausedUntil).toBe(T0 + 12_000);
  });

  it('never resends a write: the caller gets the 429, and later requests wait out the pause', async () => {
    const { net, governor } = setup({ headers: { 'retry-after': '10' } });
    const response = await governor.fetch(request('POST', '/tickets'));
    expect(response.status).toBe(429);
    void governor.fetch(request('GET', '/tickets'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(net.paths()).toEqual(['POST /tickets']);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.paths()).toEqual(['POST /tickets', 'GET /tickets']);
  });

  it('gives a read its 429 after resending it MAX_READ_RESENDS times', async () => {
    const { net, governor } = setup({ headers: { 'retry-after': '1' } }, 100);
    let status = 0;
    void governor.fetch(request('GET', '/instances')).then((r) => (status = r.status));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.sent).toHaveLength(1 + MAX_READ_RESENDS);
    expect(status).toBe(429);
  });
});

describe('which class a 429 pauses', () => {
  it('pauses only deploys when the deploy limit answered', async () => {
    const { net, governor } = setup({
      headers: { 'retry-after': '20', 'x-ratelimit-limit': '10' },
    });
    expect((await governor.fetch(request('POST', '/instances'))).status).toBe(429);
    expect(governor.getSnapshot()).toMatchObject({
      pausedClass: 'deploy',
      pausedUntil: T0 + 20_000,
    });
    void governor.fetch(request('POST', '/instances'));
    void governor.fetch(request('GET', '/instances'));
    await flush();
    expect(net.paths()).toEqual(['POST /instances', 'GET /instances']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(net.paths().at(-1)).toBe('POST /instances');
  });

  it('pauses everything when a deploy met the global limit (its header equals the global one)', async () => {
    const { net, governor } = setup({
      headers: { 'retry-after': '20', 'x-ratelimit-limit': '100' },
    });
    await governor.fetch(request('POST', '/instances'));
    expect(governor.getSnapshot().pausedClass).toBe('global');
    void governor.fetch(request('GET', '/instances'));
    await flush();
    expect(net.sent).toHaveLength(1);
  });

  it('pauses the route class when a 429 of a classed route has no header', async () => {
    const { governor } = setup({});
    await governor.fetch(request('POST', '/api-keys'));
    expect(governor.getSnapshot().pausedClass).toBe('keyCreate');
  });
});
