import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGovernor } from '@/test/governor/create-governor';
import { flush, recordingFetch, request } from '@/test/governor/test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(reply?: Parameters<typeof recordingFetch>[0]) {
  const net = recordingFetch(reply);
  const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
  return { net, governor };
}

describe('sliding-window budget', () => {
  it('sends at once while there is budget, strips the priority header and counts the send', async () => {
    const { net, governor } = setup();
    const response = await governor.fetch(request('GET', '/instances', true));
    expect(response.status).toBe(200);
    expect(net.sent[0]!.headers.has('x-console-priority')).toBe(false);
    expect(governor.getSnapshot()).toMatchObject({
      usedLastMinute: 1,
      globalLimit: 100,
      queued: 0,
    });
  });

  it('queues a request over 98% of the global limit until the oldest send leaves the window', async () => {
    const { net, governor } = setup();
    for (let i = 0; i < 98; i += 1) void governor.fetch(request('GET', `/instances?n=${i}`));
    await flush();
    vi.advanceTimersByTime(10_000);
    void governor.fetch(request('GET', '/volumes'));
    await flush();
    expect(net.sent).toHaveLength(98);
    expect(governor.getSnapshot().queued).toBe(1);

    await vi.advanceTimersByTimeAsync(50_999); // 60.999 s after the first sends
    expect(net.sent).toHaveLength(98);
    await vi.advanceTimersByTimeAsync(1); // the 98 sends of t=0 are 61 s old now
    expect(net.paths().at(-1)).toBe('GET /volumes');
    expect(governor.getSnapshot()).toMatchObject({ usedLastMinute: 1, queued: 0 });
  });

  it('keeps the classes independent: a full deploy window holds deploys only', async () => {
    const { net, governor } = setup();
    for (let i = 0; i < 10; i += 1) void governor.fetch(request('POST', '/instances'));
    void governor.fetch(request('POST', '/api-keys'));
    void governor.fetch(request('GET', '/instances'));
    void governor.fetch(request('POST', '/wallet/payments'));
    await flush();
    // 9 of 10 deploys (98% of 10), then the key, the list and the payment go past the waiting deploy.
    expect(net.paths().filter((p) => p === 'POST /instances')).toHaveLength(9);
    expect(net.paths()).toContain('POST /api-keys');
    expect(net.paths()).toContain('GET /instances');
    expect(net.paths()).toContain('POST /wallet/payments');
    expect(governor.getSnapshot().queued).toBe(1);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(net.paths().filter((p) => p === 'POST /instances')).toHaveLength(10);
  });

  it('counts payment reads and writes in one class', async () => {
    const { net, governor } = setup();
    for (let i = 0; i < 8; i += 1) void governor.fetch(request('GET', '/wallet/payment-methods'));
    for (let i = 0; i < 8; i += 1) void governor.fetch(request('POST', '/wallet/payments'));
    await flush();
    expect(net.sent).toHaveLength(14); // 98% of 15
  });
});

describe('priorities', () => {
  it('stops background work at 85% and keeps the rest for the user', async () => {
    const { net, governor } = setup(() => ({ headers: { 'x-ratelimit-limit': '10' } }));
    for (let i = 0; i < 8; i += 1) void governor.fetch(request('GET', '/instances', true));
    await flush();
    expect(governor.getSnapshot().globalLimit).toBe(10);
    void governor.fetch(request('GET', '/poll', true));
    void governor.fetch(request('GET', '/click'));
    await flush();
    expect(net.paths().at(-1)).toBe('GET /click');
    expect(net.paths()).not.toContain('GET /poll');
  });

  it('sends waiting user requests before waiting background ones', async () => {
    const { net, governor } = setup(() => ({ headers: { 'x-ratelimit-limit': '10' } }));
    for (let i = 0; i < 9; i += 1) void governor.fetch(request('GET', '/fill'));
    await flush();
    void governor.fetch(request('GET', '/bg-1', true));
    void governor.fetch(request('GET', '/user-1'));
    void governor.fetch(request('GET', '/bg-2', true));
    void governor.fetch(request('GET', '/user-2'));
    await flush();
    expect(governor.getSnapshot().queued).toBe(4);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(net.paths().slice(9)).toEqual(['GET /user-1', 'GET /user-2', 'GET /bg-1', 'GET /bg-2']);
  });
});

describe('limits learned from x-ratelimit-limit', () => {
  it('takes a route class limit from its routes and the global one from the others', async () => {
    const { net, governor } = setup((req) => ({
      headers: {
        'x-ratelimit-limit': req.method === 'POST' && req.url.endsWith('/instances') ? '5' : '20',
      },
    }));
    await governor.fetch(request('GET', '/instances'));
    await governor.fetch(request('POST', '/instances'));
    expect(governor.getSnapshot().globalLimit).toBe(20);
    for (let i = 0; i < 5; i += 1) void governor.fetch(request('POST', '/instances'));
    await flush();
    // floor(5 * 0.98) = 4 deploys in the window; the 5th waits.
    expect(net.paths().filter((p) => p === 'POST /instances')).toHaveLength(4);
    expect(governor.getSnapshot().globalLimit).toBe(20);
  });

  it('ignores a missing or unusable header', async () => {
    const { governor } = setup(() => ({ headers: { 'x-ratelimit-limit': 'lots' } }));
    await governor.fetch(request('GET', '/instances'));
    expect(governor.getSnapshot().globalLimit).toBe(100);
  });
});

describe('aborts and failures', () => {
  it('drops a queued request whose signal aborts, without sending it', async () => {
    const { net, governor } = setup(() => ({ headers: { 'x-ratelimit-limit': '1' } }));
    await governor.fetch(request('GET', '/first'));
    const controller = new AbortController();
    const queued = governor.fetch(
      new Request('http://127.0.0.1:9/api/v1/second', { signal: controller.signal }),
    );
    await flush();
    expect(governor.getSnapshot().queued).toBe(1);
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    expect(governor.getSnapshot().queued).toBe(0);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(net.paths()).toEqual(['GET /first']);
  });

  it('passes a network failure to the caller untouched and does not retry a 5xx', async () => {
    let calls = 0;
    const governor = createGovernor({
      fetch: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response('oops', { status: 503 });
      },
      now: () => Date.now(),
      storage: null,
    });
    await expect(governor.fetch(request('GET', '/instances'))).rejects.toThrow('Failed to fetch');
    expect((await governor.fetch(request('GET', '/instances'))).status).toBe(503);
    expect(calls).toBe(2);
  });
});
