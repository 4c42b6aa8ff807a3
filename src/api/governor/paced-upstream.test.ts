import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGovernor } from '@/test/governor/create-governor';
import { flush, recordingFetch, request } from '@/test/governor/test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

// The office has used the minute (the proxy passes the service's figures through).
const officeFull = () => ({
  headers: { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '40' },
});

describe('behind a team proxy that paces the office', () => {
  it('a person’s reads are not held for the shared minute (the proxy paces them)', async () => {
    const net = recordingFetch(officeFull);
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    governor.setPacedUpstream(true);
    await governor.fetch(request('GET', '/account'));
    for (let i = 0; i < 5; i += 1) void governor.fetch(request('GET', `/instances?n=${i}`));
    await flush();
    expect(net.sent).toHaveLength(6);
    expect(governor.getSnapshot().queued).toBe(0);
  });

  it('without the proxy the same figures hold them (key mode)', async () => {
    const net = recordingFetch(officeFull);
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    await governor.fetch(request('GET', '/account'));
    for (let i = 0; i < 5; i += 1) void governor.fetch(request('GET', `/instances?n=${i}`));
    await flush();
    expect(net.sent).toHaveLength(1);
    expect(governor.getSnapshot().queued).toBe(5);
  });

  it('a 429 pause still holds', async () => {
    const net = recordingFetch((_request, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '20' } } : {},
    );
    const governor = createGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    governor.setPacedUpstream(true);
    void governor.fetch(request('GET', '/account'));
    await flush();
    void governor.fetch(request('GET', '/volumes'));
    await flush();
    expect(net.sent).toHaveLength(1);
    vi.advanceTimersByTime(21_000);
    await flush();
    expect(net.paths()).toContain('GET /volumes');
  });
});
