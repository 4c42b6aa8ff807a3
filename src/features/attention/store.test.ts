import { describe, expect, it } from 'vitest';
import type { ReportedItem } from './items';
import { createAttentionStore, ownerName, parseState, type StorageLike } from './store';

/** One localStorage shared by several tabs; a write is heard by every other tab. */
function browser() {
  const data = new Map<string, string>();
  const tabs: Array<(key: string) => void> = [];
  const storage: StorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
      for (const [index, listener] of tabs.entries()) if (index !== writer) listener(key);
    },
  };
  let writer = -1;
  let clock = 1000;
  function tab() {
    const index = tabs.length;
    let hear: (key: string | null) => void = () => undefined;
    tabs.push((key) => hear(key));
    const store = createAttentionStore({
      storage: () => ({
        getItem: storage.getItem,
        setItem: (key, value) => {
          writer = index;
          storage.setItem(key, value);
          writer = -1;
        },
      }),
      onOtherTab: (listener) => (hear = listener),
      now: () => clock++,
    });
    return store;
  }
  return { data, tab };
}

const expiring: ReportedItem = {
  key: 'key-expiring:k-1:99',
  kind: 'key-expiring',
  resource: { type: 'api-key', id: 'k-1', name: 'ci' },
  at: 10,
  days: 12,
};
const disabled: ReportedItem = {
  key: 'webhook-disabled:w-1:5',
  kind: 'webhook-disabled',
  resource: { type: 'webhook', id: 'w-1', name: 'https://hooks.example.com' },
  at: 5,
};

describe('the attention store', () => {
  it('keeps one open item per condition: the same one seen again is not new', () => {
    const store = browser().tab();
    store.setOwner('alice');
    expect(store.report([expiring, disabled])).toHaveLength(2);
    expect(store.report([expiring])).toHaveLength(0);
    expect(store.unread()).toBe(2);
    expect(store.getState().items.map((item) => item.kind)).toEqual([
      'key-expiring',
      'webhook-disabled',
    ]);
  });

  it('ends what a full look no longer finds, and the same condition later is a new item', () => {
    const store = browser().tab();
    store.setOwner('alice');
    store.report([expiring, disabled]);
    store.settle(['key-expiring', 'key-expired'], []);
    const ended = store.getState().items.find((item) => item.kind === 'key-expiring');
    expect(ended?.ended).toBe(true);
    // The webhook's kind was not settled: it stays open.
    expect(store.getState().items.find((item) => item.kind === 'webhook-disabled')?.ended).toBe(
      undefined,
    );
    expect(store.report([expiring])).toHaveLength(1);
    expect(store.getState().items.filter((item) => item.key === expiring.key)).toHaveLength(2);
  });

  it('shares one count between tabs: a read marked in one is read in the other', () => {
    const shared = browser();
    const first = shared.tab();
    const second = shared.tab();
    first.setOwner('alice');
    second.setOwner('alice');
    first.report([expiring, disabled]);
    expect(second.unread()).toBe(2);
    const id = second.getState().items[0]!.id;
    second.markRead([id]);
    expect(first.unread()).toBe(1);
    first.markRead('all');
    expect(second.unread()).toBe(0);
  });

  it('keeps the list across a reload (a new store on the same storage)', () => {
    const shared = browser();
    const before = shared.tab();
    before.setOwner('alice');
    before.report([expiring, disabled]);
    before.markRead([before.getState().items[1]!.id]);
    const after = shared.tab();
    expect(after.unread()).toBe(0);
    after.setOwner('alice');
    expect(after.unread()).toBe(1);
    expect(after.getState().items).toHaveLength(2);
  });

  it('keeps one list per person, named by a hash of who they are, never by the key', () => {
    const shared = browser();
    const store = shared.tab();
    const alice = ownerName(['key', 'ops@acme.test', 'k-1']);
    const bob = ownerName(['person', 'bob@acme.test']);
    expect(alice).not.toBe(bob);
    store.setOwner(alice);
    store.report([expiring]);
    store.setOwner(bob);
    expect(store.unread()).toBe(0);
    store.report([disabled]);
    store.setOwner(alice);
    expect(store.getState().items.map((item) => item.kind)).toEqual(['key-expiring']);
    const names = [...shared.data.keys()];
    expect(names).toEqual([`cc.attention.${alice}`, `cc.attention.${bob}`]);
    for (const name of names) expect(name).not.toMatch(/@|acme|k-1/);
  });

  it('reports nothing and stores nothing while no one is signed in', () => {
    const shared = browser();
    const store = shared.tab();
    expect(store.report([expiring])).toEqual([]);
    expect(shared.data.size).toBe(0);
  });

  it('reads a damaged record as far as it can', () => {
    expect(parseState('{not json')).toEqual({ items: [], notify: [] });
    expect(
      parseState(
        JSON.stringify({
          items: [
            { id: 'x', key: 'x', kind: 'unknown-kind', at: 1, resource: { type: 'wallet' } },
            null,
          ],
          notify: ['key-expired', 'nonsense'],
        }),
      ),
    ).toEqual({ items: [], notify: ['key-expired'] });
  });

  it('tells its listeners which items this tab added (for a notification)', () => {
    const store = browser().tab();
    store.setOwner('alice');
    const heard: string[] = [];
    store.onAdded((items) => heard.push(...items.map((item) => item.kind)));
    store.report([expiring]);
    store.report([expiring, disabled]);
    expect(heard).toEqual(['key-expiring', 'webhook-disabled']);
  });
});
