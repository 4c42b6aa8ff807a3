import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { identityKey } from '@/api/identity/identity';
import { parseServiceEvent, touchedPaths } from './events';
import { subscribeServiceEvents, type ServiceEvent } from './listeners';
import { getLiveStatus } from './status';
import {
  ENDPOINT_CHECK_MS,
  reconnectDelay,
  startLive,
  type EndpointState,
  type LiveOptions,
} from './stream';

/** An EventSource the test drives: each one made is kept, newest last. */
class FakeSource {
  static made: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  /** Named events' listeners (`addEventListener`), by name. */
  named = new Map<string, (message: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(name: string, listener: (message: MessageEvent) => void) {
    this.named.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  send(data: string, lastEventId = '1:0') {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId }));
  }
  /** A named event, as nchan sends one with X-EventSource-Event. */
  sendNamed(name: string, lastEventId: string) {
    this.named.get(name)?.(new MessageEvent(name, { data: '', lastEventId }));
  }
}

const EVENT = {
  id: 'evt_1',
  type: 'instance.created',
  createdAt: '2026-11-29T06:00:00.000Z',
  data: { instanceId: 'ins_1', name: '<img src=x onerror=alert(1)>', nested: { no: 1 } },
};

function setup(endpointState: LiveOptions['endpointState'] = async () => 'active') {
  FakeSource.made = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads = { instances: vi.fn(async () => ['i']), tickets: vi.fn(async () => ['t']) };
  const observers = [
    new QueryObserver(queryClient, {
      queryKey: ['/instances', { query: { limit: 25 } }],
      queryFn: reads.instances,
      staleTime: 60_000,
    }).subscribe(() => undefined),
    new QueryObserver(queryClient, {
      queryKey: ['/tickets'],
      queryFn: reads.tickets,
      staleTime: 60_000,
    }).subscribe(() => undefined),
  ];
  const stop = startLive(queryClient, {
    url: '/live/events',
    EventSource: FakeSource as unknown as typeof EventSource,
    endpointState,
    random: () => 1,
  });
  return {
    queryClient,
    reads,
    stop: () => {
      stop();
      observers.forEach((off) => off());
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('parseServiceEvent', () => {
  it('keeps a known event with plain data only', () => {
    expect(parseServiceEvent(JSON.stringify(EVENT))).toEqual({
      ...EVENT,
      data: { instanceId: 'ins_1', name: '<img src=x onerror=alert(1)>' },
    });
  });

  it.each([
    ['not JSON', '<b>hi</b>'],
    ['an array', '[]'],
    ['no data', JSON.stringify({ ...EVENT, data: null })],
    ['an unknown kind', JSON.stringify({ ...EVENT, type: 'volume.exploded' })],
    ['a kind named like a prototype field', JSON.stringify({ ...EVENT, type: 'toString' })],
    ['an id with markup', JSON.stringify({ ...EVENT, id: '<script>' })],
    ['no time', JSON.stringify({ ...EVENT, createdAt: 'yesterday' })],
  ])('ignores %s', (_name, text) => {
    expect(parseServiceEvent(text)).toBeNull();
  });

  it('names what each kind touches', () => {
    const of = (type: string) => touchedPaths({ ...EVENT, data: {}, type });
    expect(of('instance.created')).toContain('/instances');
    expect(of('ticket.answered')).toEqual(['/tickets']);
    expect(of('nothing.known')).toEqual([]);
  });
});

describe('startLive', () => {
  it('re-reads what an event touches once, hands it to listeners, and says it is live', async () => {
    const { reads, stop } = setup();
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(1));
    const heard: ServiceEvent[] = [];
    const unsubscribe = subscribeServiceEvents((event) => heard.push(event));
    const source = FakeSource.made[0]!;
    expect(source.url).toBe('/live/events');
    source.onopen?.();
    await vi.waitFor(() => expect(getLiveStatus()).toBe('live'));
    source.send(JSON.stringify(EVENT));
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(2));
    expect(reads.tickets).toHaveBeenCalledTimes(1);
    expect(heard.map((event) => event.id)).toEqual(['evt_1']);
    // Malformed and unknown messages reach nobody and read nothing.
    source.send('not json');
    source.send(JSON.stringify({ ...EVENT, id: 'evt_2', type: 'volume.deleted' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveLength(1);
    expect(reads.instances).toHaveBeenCalledTimes(2);
    unsubscribe();
    stop();
    expect(getLiveStatus()).toBe('off');
  });

  it.each<EndpointState>(['disabled', 'unregistered'])(
    'says so when the endpoint is %s at the first look, and reads nothing again',
    async (state) => {
      let looked = 0;
      const { reads, stop } = setup(async () => {
        looked += 1;
        return state;
      });
      await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(1));
      FakeSource.made[0]!.onopen?.();
      // Open, but not said to be live before the look has answered.
      expect(getLiveStatus()).toBe('connecting');
      await vi.waitFor(() => expect(getLiveStatus()).toBe(state));
      expect(looked).toBe(1);
      // What the page shows was read as it opened; no event was ever expected, so none was missed.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reads.instances).toHaveBeenCalledTimes(1);
      expect(reads.tickets).toHaveBeenCalledTimes(1);
      stop();
    },
  );

  it('reads what is shown once more when the endpoint is disabled while live', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let state: EndpointState = 'active';
    const { reads, stop } = setup(async () => state);
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(1));
    FakeSource.made[0]!.onopen?.();
    await vi.waitFor(() => expect(getLiveStatus()).toBe('live'));
    expect(reads.instances).toHaveBeenCalledTimes(1);
    state = 'disabled';
    vi.advanceTimersByTime(ENDPOINT_CHECK_MS);
    await vi.waitFor(() => expect(getLiveStatus()).toBe('disabled'));
    // No event announces what changed from now on: one read of each, and the polls run again.
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(2));
    expect(reads.tickets).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not look at the endpoints while the person has no role here, and does once it is back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const looks = vi.fn(async (): Promise<EndpointState> => 'active');
    const { queryClient, stop } = setup(looks);
    FakeSource.made[0]!.onopen?.();
    await vi.waitFor(() => expect(getLiveStatus()).toBe('live'));
    const before = looks.mock.calls.length;
    // The team's proxy refused who is signed in: the no-access page's state.
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: identityKey, gcTime: Infinity })
      .setState({
        status: 'error',
        error: new ApiError({ status: 403, code: 'no_console_role', message: 'no role' }),
      });
    vi.advanceTimersByTime(2 * ENDPOINT_CHECK_MS);
    expect(looks).toHaveBeenCalledTimes(before);
    queryClient.setQueryData(identityKey, { person: { user: 'ada' } });
    vi.advanceTimersByTime(ENDPOINT_CHECK_MS);
    expect(looks).toHaveBeenCalledTimes(before + 1);
    stop();
  });

  it('says it is live when the look at the endpoints fails: the stream itself is open', async () => {
    const { stop } = setup(() => Promise.reject(new Error('503')));
    FakeSource.made[0]!.onopen?.();
    await vi.waitFor(() => expect(getLiveStatus()).toBe('live'));
    stop();
  });

  it('reconnects with backoff from the last event, then reads what is shown once more', async () => {
    const { reads, stop } = setup();
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(1));
    const first = FakeSource.made[0]!;
    first.onopen?.();
    // The last id counts whatever the message held.
    first.send('{}', '1795933072:0');
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(getLiveStatus()).toBe('down');
    const failedAt = Date.now();
    await vi.waitFor(() => expect(FakeSource.made).toHaveLength(2), { timeout: 3000 });
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(990);
    const second = FakeSource.made[1]!;
    expect(second.url).toBe('/live/events?last_event_id=1795933072%3A0');
    // Fails again before it opens: the next wait is twice as long.
    second.onerror?.();
    const againAt = Date.now();
    await vi.waitFor(() => expect(FakeSource.made).toHaveLength(3), { timeout: 4000 });
    expect(Date.now() - againAt).toBeGreaterThanOrEqual(1990);
    expect(reads.instances).toHaveBeenCalledTimes(1);
    FakeSource.made[2]!.onopen?.();
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(2));
    expect(getLiveStatus()).toBe('live');
    stop();
  });

  it('opens a stream the proxy ends for its age again at once from its place, reading nothing again; refused, it is a drop', async () => {
    const { reads, stop } = setup();
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(1));
    const first = FakeSource.made[0]!;
    first.onopen?.();
    await vi.waitFor(() => expect(getLiveStatus()).toBe('live'));
    first.send('{}', '1795933072:[0],-');
    // Told before the close, with the place of the event that is about to follow.
    first.sendNamed('reopen', '1795933072:0,[0]');
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(FakeSource.made).toHaveLength(2);
    const second = FakeSource.made[1]!;
    expect(second.url).toBe('/live/events?last_event_id=1795933072%3A0%2C%5B0%5D');
    expect(getLiveStatus()).toBe('live');
    second.onopen?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.instances).toHaveBeenCalledTimes(1);
    expect(getLiveStatus()).toBe('live');

    // The next end comes with no word first, or the reopened stream is refused (the role gone):
    // a drop, with its wait and a read of what is shown once back.
    second.sendNamed('reopen', '1795933080:0,[0]');
    second.onerror?.();
    const third = FakeSource.made[2]!;
    third.onerror?.();
    expect(getLiveStatus()).toBe('down');
    expect(FakeSource.made).toHaveLength(3);
    await vi.waitFor(() => expect(FakeSource.made).toHaveLength(4), { timeout: 3000 });
    FakeSource.made[3]!.onopen?.();
    await vi.waitFor(() => expect(reads.instances).toHaveBeenCalledTimes(2));
    stop();
  });

  it('waits at most a minute between tries', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(10, () => 1)).toBe(60_000);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
  });
});
