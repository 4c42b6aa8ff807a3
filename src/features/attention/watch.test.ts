import { describe, expect, it } from 'vitest';
import { onServiceEvent } from './feed';
import { createAttentionStore } from './store';
import { attentionStore } from './store';
import { createReader, dueLooks, LOOKS } from './watch';

function memoryStore() {
  const data = new Map<string, string>();
  const store = createAttentionStore({
    storage: () => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
    }),
    onOtherTab: () => undefined,
    now: () => Date.now(),
  });
  store.setOwner('alice');
  return store;
}

const instance = (status: string) => ({
  id: 'i-1',
  name: 'web',
  status,
  planId: 'p',
  regionId: 'r',
  ipAddress: '10.0.0.1',
  osImageId: 'o',
  createdAt: '2026-11-01T00:00:00Z',
});

describe('what the console reads, as items', () => {
  it('a deploy seen provisioning in one read and running in the next is an item; the first read is not', () => {
    const store = memoryStore();
    const reader = createReader(store, () => 1000);
    reader.read(['/instances'], { items: [instance('provisioning')] });
    expect(store.getState().items).toEqual([]);
    reader.read(['/instances/{id}', { path: { id: 'i-1' } }], instance('running'));
    expect(store.getState().items.map((item) => item.kind)).toEqual(['deploy-running']);
  });

  it('instances in error from the whole list, ended when a whole list no longer has them', () => {
    const store = memoryStore();
    const reader = createReader(store, () => 1000);
    reader.read(['/instances'], { items: [instance('error')] });
    expect(store.unread()).toBe(1);
    // A filtered read says nothing of the others.
    reader.read(['/instances', { query: { status: 'running' } }], { items: [] });
    expect(store.getState().items[0]!.ended).toBeUndefined();
    reader.read(['/instances'], { items: [instance('running')] });
    expect(store.getState().items[0]!.ended).toBe(true);
  });

  it('the key list, kept as its items, and answers it does not know, left alone', () => {
    const store = memoryStore();
    const reader = createReader(store, () => Date.UTC(2026, 10, 1));
    reader.read(
      ['/api-keys', 'items'],
      [{ id: 'k-1', name: 'ci', expiresAt: '2026-11-05T00:00:00Z', prefix: 'a_b', scope: 'read' }],
    );
    reader.read(['/volumes'], { items: [{ id: 'v-1' }] });
    reader.read(['/wallet/summary'], { drifted: true });
    expect(store.getState().items.map((item) => [item.kind, item.days])).toEqual([
      ['key-expiring', 4],
    ]);
  });
});

describe('the looks', () => {
  it('are due when no tab looked within their interval', () => {
    const now = 10 * 60 * 60_000;
    expect(dueLooks({}, now)).toEqual(Object.keys(LOOKS));
    expect(
      dueLooks({ instances: now - 60_000, keys: now - 61 * 60_000, wallet: now - 1 }, now),
    ).toEqual(['endpoints', 'tickets', 'keys']);
  });

  it('leave what the service’s events announce to them while they flow, and are due when they stop', () => {
    const now = 10 * 60 * 60_000;
    // Looked an hour ago: everything is due, but instances and tickets have their events.
    const looked = { instances: now - 60 * 60_000, tickets: now - 60 * 60_000 };
    expect(dueLooks(looked, now, true)).toEqual(['endpoints', 'wallet', 'keys']);
    expect(dueLooks(looked, now, false)).toEqual(Object.keys(LOOKS));
  });
});

describe('the feed', () => {
  it('takes a service event', () => {
    attentionStore.setOwner('feed-test');
    onServiceEvent({
      kind: 'ticket.answered',
      resourceType: 'ticket',
      resourceId: 't-1',
      time: '2026-11-01T00:00:00Z',
      summary: 'Support answered',
    });
    expect(attentionStore.getState().items[0]).toMatchObject({
      kind: 'ticket-answered',
      resource: { type: 'ticket', id: 't-1' },
    });
  });
});
