// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh store per test: it keeps its windows in module state.
async function load() {
  vi.resetModules();
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
afterEach(() => vi.useRealTimers());

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
    expect(failed).toMatchObject({ state: 'failed', error: refusal });
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
