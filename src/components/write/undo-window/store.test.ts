// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUndoStore,
  GRACE_MS,
  holderLock,
  type Hold,
  type Locks,
  type UndoChannel,
} from './store';

// A fresh store per test: it keeps its windows in module state.
async function load() {
  vi.resetModules();
  // The fresh modules' own language, as src/test/setup.ts sets it for the first ones.
  await (await import('@/lib/i18n/i18n')).activateLanguage('en');
  const session = await import('@/api/session/session');
  session.setSession({ token: 'k', baseUrl: 'http://localhost/api/v1', remember: false });
  return { store: await import('./store'), session };
}

const info = (id: string) => ({
  key: `DELETE /volumes/${id}`,
  targets: [`/volumes/${id}`],
  name: id,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('undo window store', () => {
  it('sends nothing before the window ends, then once', async () => {
    const { store } = await load();
    const send = vi.fn(() => Promise.resolve());
    expect(store.hold(info('v1'), 5, send)).toBe(true);
    expect(store.getHolds()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.getHolds()).toHaveLength(0);
  });

  it('Undo sends nothing, and the same request is held once', async () => {
    const { store } = await load();
    const send = vi.fn(() => Promise.resolve());
    store.hold(info('v1'), 5, send);
    expect(store.hold(info('v1'), 5, send)).toBe(false);
    store.undo(store.getHolds()[0]!.id);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(store.getHolds()).toHaveLength(0);
  });

  it('a refused send stays on the toast with its error until dismissed', async () => {
    const { store } = await load();
    const refusal = new Error('refused');
    store.hold(info('v1'), 5, () => Promise.reject(refusal));
    await vi.advanceTimersByTimeAsync(5000);
    const [failed] = store.getHolds();
    expect(failed).toMatchObject({ state: 'ended', error: refusal });
    store.dismiss(failed!.id);
    expect(store.getHolds()).toHaveLength(0);
  });

  it('sign-out cancels every window waiting, sends nothing and counts them', async () => {
    const { store, session } = await load();
    const send = vi.fn(() => Promise.resolve());
    store.hold(info('v1'), 5, send);
    store.hold(
      {
        ...info('v2'),
        key: 'DELETE /volumes/v2 /volumes/v3',
        targets: ['/volumes/v2', '/volumes/v3'],
        count: 2,
      },
      5,
      send,
    );
    session.clearSession();
    expect(store.getHolds()).toHaveLength(0);
    expect(store.cancelledBySignOut()).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    store.dismissSignOutNote();
    expect(store.cancelledBySignOut()).toBe(0);
  });

  it('asks the browser to confirm leaving while a window of this tab is open', async () => {
    const { store } = await load();
    const ask = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(ask()).toBe(false);
    store.hold(info('v1'), 5, () => Promise.resolve());
    expect(ask()).toBe(true);
    store.undo(store.getHolds()[0]!.id);
    expect(ask()).toBe(false);
  });
});

/** Tabs of one browser in one test: a channel that delivers to every other port, as BroadcastChannel does. */
function channels() {
  const ports = new Set<{ deliver: (data: unknown) => void }>();
  return {
    port(): UndoChannel & { close: () => void } {
      const listeners: ((event: MessageEvent) => void)[] = [];
      const self = {
        deliver: (data: unknown) => {
          for (const listener of listeners) listener(new MessageEvent('message', { data }));
        },
      };
      ports.add(self);
      return {
        postMessage(message) {
          const copy = structuredClone(message);
          for (const port of ports)
            if (port !== self) queueMicrotask(() => ports.has(port) && port.deliver(copy));
        },
        addEventListener: (_type, listener) => void listeners.push(listener),
        close: () => void ports.delete(self),
      };
    },
  };
}

/** Web Locks shared by the tabs: exclusive, ifAvailable, and freed with a tab that dies. */
function lockManager() {
  const held = new Map<string, string>();
  const queued = new Map<string, (() => void)[]>();
  const grantNext = (name: string) => queued.get(name)?.shift()?.();
  return {
    for(owner: string): Locks {
      return {
        request: ((name: string, ...rest: unknown[]) => {
          const callback = rest.at(-1) as (lock: Lock | null) => unknown;
          const options = (rest.length > 1 ? rest[0] : {}) as LockOptions;
          return new Promise<unknown>((resolve, reject) => {
            const grant = () => {
              held.set(name, owner);
              Promise.resolve()
                .then(() => callback({ name, mode: 'exclusive' } as Lock))
                .then(resolve, reject)
                .finally(() => {
                  if (held.get(name) !== owner) return;
                  held.delete(name);
                  grantNext(name);
                });
            };
            if (!held.has(name)) grant();
            else if (options.ifAvailable) Promise.resolve(callback(null)).then(resolve, reject);
            else queued.set(name, [...(queued.get(name) ?? []), grant]);
          });
        }) as Locks['request'],
      };
    },
    /** The browser frees a dead tab's locks. */
    kill(owner: string) {
      for (const [name, holder] of [...held])
        if (holder === owner) {
          held.delete(name);
          grantNext(name);
        }
    },
  };
}

function tab(
  net: ReturnType<typeof channels>,
  locks: ReturnType<typeof lockManager>,
  name: string,
) {
  const store = createUndoStore({
    channel: net.port(),
    locks: () => locks.for(name),
    now: () => performance.now(),
  });
  const takeOver = vi.fn((_hold: Hold) => Promise.resolve());
  store.setTakeOver(takeOver);
  return { store, takeOver };
}

const live = (holds: readonly Hold[]) => holds.filter((hold) => hold.state !== 'ended');

describe('one window per resource', () => {
  it('a bulk delete and a single delete of one volume: the second is refused, one request', async () => {
    const { store } = await load();
    const single = vi.fn(() => Promise.resolve());
    const bulk = vi.fn(() => Promise.resolve());
    expect(store.hold(info('v1'), 5, single)).toBe(true);
    const both = {
      key: 'DELETE /volumes/v1 /volumes/v2',
      targets: ['/volumes/v1', '/volumes/v2'],
      name: 'v1',
      count: 2,
    };
    expect(store.hold(both, 5, bulk)).toBe(false);
    expect(store.waitingOn(['/volumes/v2', '/volumes/v1'])?.key).toBe('DELETE /volumes/v1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(single).toHaveBeenCalledTimes(1);
    expect(bulk).not.toHaveBeenCalled();

    // And the other way round: a bulk window waiting refuses a single delete of one of its volumes.
    expect(store.hold(both, 5, bulk)).toBe(true);
    expect(store.hold(info('v2'), 5, single)).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bulk).toHaveBeenCalledTimes(1);
    expect(single).toHaveBeenCalledTimes(1);
  });

  it('in another tab too; held in two tabs at the same moment, one window stands in both', async () => {
    const net = channels();
    const locks = lockManager();
    const a = tab(net, locks, 'a');
    const b = tab(net, locks, 'b');
    const sendA = vi.fn(() => Promise.resolve());
    const sendB = vi.fn(() => Promise.resolve());
    a.store.hold(info('v1'), 5, sendA);
    await vi.advanceTimersByTimeAsync(0);
    expect(b.store.hold(info('v1'), 5, sendB)).toBe(false);

    a.store.undo(a.store.getHolds()[0]!.id);
    await vi.advanceTimersByTimeAsync(0);
    const bulk = {
      key: 'DELETE /volumes/v1 /volumes/v2',
      targets: ['/volumes/v1', '/volumes/v2'],
      name: 'v1',
      count: 2,
    };
    // Neither has heard of the other yet.
    expect(a.store.hold(info('v1'), 5, sendA)).toBe(true);
    expect(b.store.hold(bulk, 5, sendB)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(live(a.store.getHolds()).map((hold) => hold.id)).toEqual(
      live(b.store.getHolds()).map((hold) => hold.id),
    );
    expect(live(a.store.getHolds())).toHaveLength(1);
    const gaveWay = [...a.store.getHolds(), ...b.store.getHolds()].filter(
      (hold) => hold.end === 'joined',
    );
    expect(gaveWay).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sendA.mock.calls.length + sendB.mock.calls.length).toBe(1);
  });
});

describe('a window whose tab died', () => {
  /** A tab that holds v1 for 5 s and then dies without a word: its lock is freed, nothing more. */
  function deadTab(net: ReturnType<typeof channels>, locks: ReturnType<typeof lockManager>) {
    const port = net.port();
    const id = 'dead-1';
    void locks.for('dead').request(holderLock(id), () => new Promise(() => undefined));
    port.postMessage({
      type: 'held',
      hold: {
        ...info('v1'),
        id,
        since: Date.now(),
        origin: 'dead',
        state: 'held',
        remaining: 5000,
      },
    });
    return () => {
      port.close();
      locks.kill('dead');
    };
  }

  it('is taken over past its end and a grace, sent exactly once by one of two surviving tabs', async () => {
    const net = channels();
    const locks = lockManager();
    const b = tab(net, locks, 'b');
    const c = tab(net, locks, 'c');
    const die = deadTab(net, locks);
    await vi.advanceTimersByTimeAsync(0);
    expect(live(b.store.getHolds())).toHaveLength(1);
    expect(live(c.store.getHolds())).toHaveLength(1);

    die();
    // Nothing before its end and the grace: the window counts as it did in its tab.
    await vi.advanceTimersByTimeAsync(5000 + GRACE_MS - 1);
    expect(b.takeOver).not.toHaveBeenCalled();
    expect(c.takeOver).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(4 * GRACE_MS);
    expect(b.takeOver.mock.calls.length + c.takeOver.mock.calls.length).toBe(1);
    const [taker, other] = b.takeOver.mock.calls.length ? [b, c] : [c, b];
    expect(taker.store.getHolds()).toMatchObject([{ state: 'ended', end: 'taken-over' }]);
    expect(other.store.getHolds()).toEqual([]);

    // Nothing more is sent later, and a new delete of the volume is held again.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(b.takeOver.mock.calls.length + c.takeOver.mock.calls.length).toBe(1);
    const again = vi.fn(() => Promise.resolve());
    expect(other.store.hold(info('v1'), 5, again)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('is left alone while its tab lives, however long it takes to send', async () => {
    const net = channels();
    const locks = lockManager();
    const b = tab(net, locks, 'b');
    deadTab(net, locks);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(b.takeOver).not.toHaveBeenCalled();
    expect(live(b.store.getHolds())).toHaveLength(1);
  });

  it('without Web Locks, is dropped past its end and a grace, saying so', async () => {
    const net = channels();
    const locks = lockManager();
    const store = createUndoStore({
      channel: net.port(),
      locks: () => undefined,
      now: () => performance.now(),
    });
    const takeOver = vi.fn(() => Promise.resolve());
    store.setTakeOver(takeOver);
    deadTab(net, locks)();
    await vi.advanceTimersByTimeAsync(5000 + GRACE_MS);
    expect(takeOver).not.toHaveBeenCalled();
    expect(store.getHolds()).toMatchObject([{ state: 'ended', end: 'lost' }]);
    expect(store.waitingOn(['/volumes/v1'])).toBeUndefined();
  });
});

describe('the countdown and the send follow a monotonic clock', () => {
  it('a wall clock set back an hour shows the seconds left and sends at the end of the window', async () => {
    const { store } = await load();
    const { PendingDelete } = await import('./pending-delete');
    const send = vi.fn(() => Promise.resolve());
    store.hold(info('v1'), 10, send);
    render(createElement(PendingDelete, { target: '/volumes/v1', name: 'v1' }));
    vi.setSystemTime(Date.now() - 3_600_000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('pending-delete')).toHaveTextContent('Deleting in 9 s');
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(send).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a wall clock set forward an hour neither ends the countdown nor sends early', async () => {
    const { store } = await load();
    const { PendingDelete } = await import('./pending-delete');
    const send = vi.fn(() => Promise.resolve());
    store.hold(info('v1'), 10, send);
    render(createElement(PendingDelete, { target: '/volumes/v1', name: 'v1' }));
    vi.setSystemTime(Date.now() + 3_600_000);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('pending-delete')).toHaveTextContent('Deleting in 8 s');
    expect(send).not.toHaveBeenCalled();
  });
});
