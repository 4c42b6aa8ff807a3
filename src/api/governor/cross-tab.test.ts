import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGovernor, type Governor } from '@/test/governor/create-governor';
import { openChannel, parseMessage, type ChannelLike } from './cross-tab';
import { createLocalGovernor } from './local-governor';
import { channelHub, flush, recordingFetch, request } from '@/test/governor/test-kit';

const T0 = 1_000_000;

function tab(channel: ChannelLike | null) {
  const net = recordingFetch((_req, index) =>
    index === 0 && net429.has(net) ? { status: 429, headers: { 'retry-after': '15' } } : {},
  );
  const governor = createGovernor({
    fetch: net.fetch,
    now: () => Date.now(),
    channel,
    storage: null,
  });
  return { net, governor };
}
const net429 = new Set<unknown>();

describe('tabs of one browser share one budget', () => {
  afterEach(() => {
    vi.useRealTimers();
    net429.clear();
  });

  it('counts the sends of another tab and holds this tab back by them', async () => {
    vi.useFakeTimers({ now: T0 });
    const hub = channelHub();
    const a = tab(hub.connect());
    const b = tab(hub.connect());
    for (let i = 0; i < 60; i += 1) void a.governor.fetch(request('GET', '/instances'));
    await flush(); // the messages reach tab B (BroadcastChannel delivers asynchronously)
    for (let i = 0; i < 40; i += 1) void b.governor.fetch(request('GET', '/volumes'));
    await flush();
    // Tab B sent only what the shared window left: 98 - 60 = 38.
    expect(b.net.sent).toHaveLength(38);
    expect(a.governor.getSnapshot().usedLastMinute).toBe(98);
    expect(b.governor.getSnapshot()).toMatchObject({ usedLastMinute: 98, queued: 2 });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(b.net.sent).toHaveLength(40);
  });

  it("a tab that links after its first requests shares them and learns the others' (the app links after the first view)", async () => {
    vi.useFakeTimers({ now: T0 });
    const hub = channelHub();
    const a = tab(hub.connect());
    for (let i = 0; i < 30; i += 1) void a.governor.fetch(request('GET', '/instances'));
    const net = recordingFetch();
    const late = createLocalGovernor({ fetch: net.fetch, now: () => Date.now(), storage: null });
    for (let i = 0; i < 5; i += 1) void late.fetch(request('GET', '/volumes'));
    await flush();
    // Not linked yet: each tab counts alone.
    expect(a.governor.getSnapshot().usedLastMinute).toBe(30);
    expect(late.getSnapshot().usedLastMinute).toBe(5);
    late.link(hub.connect(), parseMessage);
    await flush();
    expect(a.governor.getSnapshot().usedLastMinute).toBe(35);
    expect(late.getSnapshot().usedLastMinute).toBe(35);
  });

  it('shares a 429 pause, so the other tab waits too', async () => {
    vi.useFakeTimers({ now: T0 });
    const hub = channelHub();
    const a = tab(hub.connect());
    const b = tab(hub.connect());
    net429.add(a.net);
    await a.governor.fetch(request('POST', '/tickets'));
    await flush();
    expect(b.governor.getSnapshot()).toMatchObject({
      pausedClass: 'global',
      pausedUntil: T0 + 15_000,
    });
    void b.governor.fetch(request('GET', '/tickets'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(b.net.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.net.sent).toHaveLength(1);
  });

  it('tells a newly opened tab what was sent in the last minute and the limits learned', async () => {
    vi.useFakeTimers({ now: T0 });
    const hub = channelHub();
    const a = createGovernor({
      fetch: async () => new Response('{}', { headers: { 'x-ratelimit-limit': '50' } }),
      now: () => Date.now(),
      channel: hub.connect(),
      storage: null,
    });
    for (let i = 0; i < 7; i += 1) await a.fetch(request('GET', '/instances'));
    const late = tab(hub.connect());
    await flush();
    expect(late.governor.getSnapshot()).toMatchObject({ usedLastMinute: 7, globalLimit: 50 });
  });

  it('shares the auto-refresh switch', async () => {
    const hub = channelHub();
    const a = tab(hub.connect());
    const b = tab(hub.connect());
    a.governor.setAutoRefreshPaused(true);
    await flush();
    expect(b.governor.getSnapshot().autoRefreshPaused).toBe(true);
  });

  it('works over the real BroadcastChannel', async () => {
    const channels = [
      new BroadcastChannel('cc-governor-test'),
      new BroadcastChannel('cc-governor-test'),
    ];
    const governors: Governor[] = channels.map((channel) =>
      createGovernor({ fetch: async () => new Response('{}'), channel, storage: null }),
    );
    try {
      await governors[0]!.fetch(request('GET', '/instances'));
      await vi.waitFor(() => expect(governors[1]!.getSnapshot().usedLastMinute).toBe(1));
    } finally {
      governors.forEach((g) => g.dispose());
      channels.forEach((c) => c.close());
    }
  });

  it('runs alone where BroadcastChannel does not exist', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      expect(openChannel()).toBeNull();
      const alone = tab(openChannel());
      expect((await alone.governor.fetch(request('GET', '/instances'))).status).toBe(200);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores messages it does not understand (another version of the console)', () => {
    expect(parseMessage({ type: 'sent', id: 'x', t: 'yesterday', classes: ['global'] })).toBeNull();
    expect(parseMessage({ type: 'pause', cls: 'everything', until: 5 })).toBeNull();
    expect(parseMessage('hello')).toBeNull();
    expect(parseMessage({ type: 'sent', id: 'x', t: 5, classes: ['deploy'] })).toEqual({
      type: 'sent',
      id: 'x',
      t: 5,
      classes: ['deploy'],
    });
  });
});
