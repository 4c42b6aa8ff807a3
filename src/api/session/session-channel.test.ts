// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceEnd, announceSession, askOtherTabs, listenToOtherTabs } from './session-channel';
import { clearSession, getSession, setSession, type Session } from './session';
import { channelHub } from '@/test/governor/test-kit';

const SESSION: Session = { token: 'ccs_test_token', baseUrl: '/api/v1', remember: false };

afterEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
});

const noLocks = undefined;
const lockManager = (held: string[]) =>
  ({
    query: async () => ({
      held: held.map((name) => ({ name, mode: 'shared' as const, clientId: 'x' })),
      pending: [],
    }),
    request: vi.fn(async () => undefined),
  }) as unknown as LockManager;

describe('one session across tabs', () => {
  it('a new tab gets the session of an open tab, over the channel only', async () => {
    const hub = channelHub();
    setSession(SESSION);
    const stop = listenToOtherTabs({ onSet: vi.fn(), onEnd: vi.fn() }, hub.connect());
    const handed = await askOtherTabs(hub.connect(), 400, noLocks);
    // With the sign-out it came after (none yet), so a tab elsewhere at a sign-out can tell.
    expect(handed).toEqual({ ...SESSION, generation: 0 });
    stop();
  });

  it('with no tab holding a session, answers at once without waiting', async () => {
    // Answered before any of the 5 s wait has passed: the clock is held still.
    vi.useFakeTimers();
    let answer: unknown = 'none yet';
    void askOtherTabs(channelHub().connect(), 5_000, lockManager([])).then(
      (value) => (answer = value),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBeNull();
    vi.useRealTimers();
  });

  it('with a holder but no answer (a tab closing), gives up after the timeout', async () => {
    vi.useFakeTimers();
    const asked = askOtherTabs(channelHub().connect(), 400, lockManager(['cc-session-holder']));
    await vi.advanceTimersByTimeAsync(401);
    expect(await asked).toBeNull();
    vi.useRealTimers();
  });

  it('a tab without a session does not answer; a malformed answer is ignored', async () => {
    vi.useFakeTimers();
    const hub = channelHub();
    const liar = hub.connect();
    liar.addEventListener('message', (event) => {
      const data = event.data as { type: string; id: string };
      if (data.type === 'ask')
        liar.postMessage({ type: 'give', id: data.id, session: { token: 42 } });
    });
    listenToOtherTabs({ onSet: vi.fn(), onEnd: vi.fn() }, hub.connect());
    const asked = askOtherTabs(hub.connect(), 400, noLocks);
    await vi.advanceTimersByTimeAsync(401);
    expect(await asked).toBeNull();
    vi.useRealTimers();
  });

  it('passes on another tab’s sign-out and connect, and nothing unknown', async () => {
    const hub = channelHub();
    const events = { onSet: vi.fn(), onEnd: vi.fn() };
    listenToOtherTabs(events, hub.connect());
    const other = hub.connect();
    announceEnd('signed_out', other);
    announceSession(SESSION, true, other);
    other.postMessage({ type: 'end', reason: 'because' });
    await vi.waitFor(() => expect(events.onSet).toHaveBeenCalledWith(SESSION, true));
    expect(events.onEnd).toHaveBeenCalledTimes(1);
    expect(events.onEnd).toHaveBeenCalledWith('signed_out');
    expect(getSession()).toBeNull();
  });
});
