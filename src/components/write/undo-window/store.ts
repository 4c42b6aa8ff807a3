/**
 * The undo window (issue 41): a delete, destroy or revoke confirmed in the console is held here
 * for the window the person chose (Preferences; off, 5, 10 or 30 s) before its one request is sent.
 * Undo drops it and nothing is sent.
 *
 * One window per resource: a resource whose delete is waiting (here or in another tab, alone or
 * in a bulk run) is not held a second time; the dialogs say so beforehand (undo-words.ts).
 *
 * Held in memory only, never stored: a tab closed or reloaded inside the window sends nothing (the
 * browser's leave prompt says so first, and `pagehide` tells the other tabs). The tab that held it
 * sends it; the other tabs of the console are told over a BroadcastChannel, show it, and their Undo
 * asks that tab to drop it. Two tabs holding the same resource at once keep the window held first.
 *
 * A tab that dies without `pagehide` (a crash, a killed process) cannot say so. It holds a Web Lock
 * named by its window while the window lasts; the browser frees it with the tab. The other tabs
 * look at the lock once the window is past its end by a grace: free means the holder is gone, and
 * the one tab that gets the lock sends the delete (taken over); the lock is kept while it sends and
 * a grace after, so a second tab finds it taken or the window already gone. Without Web Locks a tab
 * cannot tell a dead holder from a slow one: the window is dropped there, saying so.
 *
 * The time is counted on each tab's monotonic clock (performance.now): a wall clock set back or
 * forward changes neither the countdown nor when the request is sent. Tabs tell each other the time
 * left, not a moment, since each tab's monotonic clock starts at its own load.
 *
 * Sign-out cancels every window and says how many.
 */
import { getSession, subscribeSession } from '@/api/session/session';
import { showUndoWindow } from './watch';

export interface HoldInfo {
  /** The request held, "DELETE /volumes/v-1". */
  key: string;
  /** The resources it deletes, by path ("/volumes/v-1"): one window per resource across every tab. */
  targets: string[];
  /** What the toast names (the resource's name, or the first of a bulk run). */
  name: string;
  /** More than one resource: a bulk run. */
  count?: number;
}

export interface Hold extends HoldInfo {
  id: string;
  /** When the request is sent, on this tab's monotonic clock (`monotonicNow`, ms). */
  deadline: number;
  /** When it was held (epoch ms), only to agree across tabs which of two windows came first. */
  since: number;
  origin: string;
  state: 'held' | 'sending' | 'ended';
  /** Ended: what its send threw; none when it was deleted. */
  error?: unknown;
  /**
   * Ended by this tab for a window it did not hold: 'taken-over', sent here after the tab holding
   * it died; 'lost', dropped here not knowing whether that tab sent it. 'joined': this tab's
   * window gave way to another tab's window held first on the same resource; nothing was sent.
   */
  end?: 'taken-over' | 'lost' | 'joined';
}

/** Sends the delete of a window whose tab died (host.tsx registers it: it has the query client). */
export type TakeOver = (hold: Hold) => Promise<unknown>;

/** What a tab tells the others: the time left, since each tab's monotonic clock is its own. */
type Wire = Omit<Hold, 'deadline' | 'error'> & { remaining: number };

type Message =
  | { type: 'hello' }
  | { type: 'held'; hold: Wire }
  | { type: 'undo'; id: string }
  | { type: 'gone'; id: string };

export interface UndoChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export type Locks = Pick<LockManager, 'request'>;

export interface UndoEnvironment {
  channel: UndoChannel | null;
  locks: () => Locks | undefined;
  /** A monotonic clock in ms. */
  now: () => number;
}

/** How long past a window's end the other tabs wait before asking whether its tab still lives. */
export const GRACE_MS = 5000;

/** The Web Lock a tab holds while its window lasts, and a taker while it sends. */
export const holderLock = (id: string): string => `cc-undo-holder:${id}`;

export const monotonicNow = (): number => performance.now();

const randomId = () => Math.random().toString(36).slice(2);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createUndoStore(env: UndoEnvironment) {
  const tab = randomId();
  const holds = new Map<string, Hold>();
  const sends = new Map<string, () => Promise<unknown>>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const releases = new Map<string, () => void>();
  const listeners = new Set<() => void>();
  let snapshot: readonly Hold[] = [];
  let cancelledAtSignOut = 0;
  let takeOver: TakeOver | undefined;

  function post(message: Message): void {
    try {
      env.channel?.postMessage(message);
    } catch {
      /* a closed channel: this tab goes on alone */
    }
  }

  const own = (hold: Hold) => hold.origin === tab;
  const live = (hold: Hold) => hold.state !== 'ended';
  const overlaps = (hold: Hold, targets: readonly string[]) =>
    hold.targets.some((target) => targets.includes(target));

  function wire(hold: Hold): Wire {
    const { deadline, error: _error, ...rest } = hold;
    return { ...rest, remaining: Math.max(0, deadline - env.now()) };
  }

  function changed(): void {
    snapshot = [...holds.values()];
    for (const listener of listeners) listener();
  }

  function startTimer(id: string, ms: number, then: () => void): void {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        then();
      }, ms),
    );
  }

  function forget(id: string): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    sends.delete(id);
    holds.delete(id);
  }

  /** The holder's lock, kept from `hold` until a grace after this tab ends the window. */
  function keepHolderLock(id: string): void {
    const manager = env.locks();
    if (!manager) return;
    const released = new Promise<void>((resolve) => releases.set(id, resolve));
    manager.request(holderLock(id), () => released).catch(() => undefined);
  }

  function releaseHolderLock(id: string): void {
    const release = releases.get(id);
    releases.delete(id);
    // A grace later: by then every tab has heard 'gone' and none can find the lock free first.
    if (release) setTimeout(release, GRACE_MS);
  }

  /** Ends this tab's window: gone from the page when deleted, else kept with how it ended. */
  function finish(id: string, ended?: Pick<Hold, 'error' | 'end'>): void {
    const entry = holds.get(id);
    if (!entry) return;
    forget(id);
    if (ended) holds.set(id, { ...entry, ...ended, state: 'ended' });
    post({ type: 'gone', id });
    releaseHolderLock(id);
    changed();
  }

  /**
   * Holds a request for `seconds`, then `send`s it once. Refused (false, nothing held) while any
   * of its resources waits in another window, here or in another tab: that window stands.
   */
  function hold(info: HoldInfo, seconds: number, send: () => Promise<unknown>): boolean {
    if (waitingOn(info.targets)) return false;
    const id = `${tab}-${randomId()}`;
    const entry: Hold = {
      ...info,
      id,
      deadline: env.now() + seconds * 1000,
      since: Date.now(),
      origin: tab,
      state: 'held',
    };
    holds.set(id, entry);
    sends.set(id, send);
    keepHolderLock(id);
    startTimer(id, seconds * 1000, () => void fire(id));
    post({ type: 'held', hold: wire(entry) });
    changed();
    return true;
  }

  /** The window waiting on any of `targets`, in any tab. */
  function waitingOn(targets: readonly string[]): Hold | undefined {
    return [...holds.values()].find((entry) => live(entry) && overlaps(entry, targets));
  }

  async function fire(id: string): Promise<void> {
    const entry = holds.get(id);
    const send = sends.get(id);
    if (!entry || !send || entry.state !== 'held') return;
    sends.delete(id);
    const sending: Hold = { ...entry, state: 'sending' };
    holds.set(id, sending);
    post({ type: 'held', hold: wire(sending) });
    changed();
    try {
      await send();
      finish(id);
    } catch (error) {
      // The toast says how it ended, with the service's answer (as the dialog did before).
      finish(id, { error });
    }
  }

  /** Past its end by a grace, another tab's window: is its tab still there? */
  async function check(id: string): Promise<void> {
    const entry = holds.get(id);
    if (!entry || own(entry) || !live(entry)) return;
    const manager = env.locks();
    if (!manager) {
      lose(id);
      return;
    }
    await manager
      .request(holderLock(id), { ifAvailable: true }, async (lock) => {
        if (!lock) {
          // Its tab still holds it (sending a long bulk run, say), or another tab is taking it over.
          startTimer(id, GRACE_MS, () => void check(id));
          return;
        }
        const current = holds.get(id);
        if (!current || !live(current)) return;
        await takeOverHold(current);
        // Kept a grace longer, as the holder's: the other tabs hear 'gone' before finding it free.
        await wait(GRACE_MS);
      })
      .catch(() => undefined);
  }

  async function takeOverHold(entry: Hold): Promise<void> {
    if (!takeOver) {
      lose(entry.id);
      return;
    }
    holds.set(entry.id, { ...entry, state: 'sending' });
    changed();
    try {
      await takeOver(entry);
      finish(entry.id, { end: 'taken-over' });
    } catch (error) {
      finish(entry.id, { end: 'taken-over', error });
    }
  }

  function lose(id: string): void {
    const entry = holds.get(id);
    if (!entry) return;
    forget(id);
    holds.set(id, { ...entry, state: 'ended', end: 'lost' });
    changed();
  }

  /** Of two windows on one resource, the one held first stands; every tab decides alike. */
  const heldFirst = (mine: Hold, theirs: Wire) =>
    mine.state === 'sending' ||
    mine.since < theirs.since ||
    (mine.since === theirs.since && mine.id < theirs.id);

  function onHeld(remote: Wire): void {
    if (remote.origin === tab) return;
    for (const mine of [...holds.values()]) {
      if (!own(mine) || !live(mine) || !overlaps(mine, remote.targets)) continue;
      if (heldFirst(mine, remote)) {
        // Theirs gives way when it hears of ours.
        post({ type: 'held', hold: wire(mine) });
        return;
      }
      finish(mine.id, { end: 'joined' });
    }
    const { remaining, ...rest } = remote;
    holds.set(remote.id, { ...rest, deadline: env.now() + remaining });
    startTimer(remote.id, remaining + GRACE_MS, () => void check(remote.id));
    changed();
  }

  function onMessage(event: MessageEvent): void {
    const data = event.data as Message | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'hello') {
      for (const entry of holds.values())
        if (own(entry) && live(entry)) post({ type: 'held', hold: wire(entry) });
      return;
    }
    if (data.type === 'held') {
      if (data.hold && typeof data.hold.id === 'string') onHeld(data.hold);
      return;
    }
    if (data.type !== 'undo' && data.type !== 'gone') return;
    const entry = holds.get(data.id);
    if (!entry) return;
    if (own(entry)) {
      if (data.type === 'undo' && entry.state === 'held') finish(data.id);
      return;
    }
    forget(data.id);
    changed();
  }

  /** Undo: nothing is sent. In another tab's window, that tab is asked to drop it. */
  function undo(id: string): void {
    const entry = holds.get(id);
    if (!entry || entry.state !== 'held') return;
    if (own(entry)) {
      finish(id);
      return;
    }
    forget(id);
    post({ type: 'undo', id });
    changed();
  }

  /** Takes an ended window off the toast. */
  function dismiss(id: string): void {
    const entry = holds.get(id);
    if (!entry || live(entry)) return;
    holds.delete(id);
    changed();
  }

  /** Closed or reloaded: this tab's windows end unsent; the other tabs stop showing them. */
  function leave(): void {
    for (const entry of [...holds.values()])
      if (own(entry) && entry.state === 'held') finish(entry.id);
  }

  const holdsOpen = () => [...holds.values()].some((entry) => own(entry) && entry.state === 'held');

  /** Signed out: every window waiting ends unsent; returns how many deletes that cancelled. */
  function cancelAll(): number {
    const waiting = [...holds.values()].filter((entry) => entry.state === 'held');
    if (waiting.length === 0) return 0;
    for (const entry of waiting) {
      if (own(entry)) finish(entry.id);
      else forget(entry.id);
    }
    cancelledAtSignOut += waiting.reduce((sum, entry) => sum + (entry.count ?? 1), 0);
    changed();
    return waiting.length;
  }

  env.channel?.addEventListener('message', onMessage);
  post({ type: 'hello' });

  return {
    hold,
    undo,
    dismiss,
    waitingOn,
    leave,
    holdsOpen,
    cancelAll,
    getHolds: (): readonly Hold[] => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    cancelledBySignOut: (): number => cancelledAtSignOut,
    dismissSignOutNote(): void {
      cancelledAtSignOut = 0;
      changed();
    },
    setTakeOver(next: TakeOver | undefined): void {
      takeOver = next;
    },
  };
}

const UNDO_CHANNEL = 'cc-undo-window';

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(UNDO_CHANNEL) : null;
  } catch {
    return null;
  }
}

const store = createUndoStore({
  channel: openChannel(),
  locks: () => (globalThis.navigator as Navigator | undefined)?.locks,
  now: monotonicNow,
});

export const {
  hold,
  undo,
  dismiss,
  waitingOn,
  getHolds,
  cancelledBySignOut,
  dismissSignOutNote,
  setTakeOver,
} = store;

export function subscribeHolds(listener: () => void): () => void {
  return store.subscribe(listener);
}

// The toast, above every route: this tab holds something or has cancelled at sign-out.
store.subscribe(() => {
  if (store.getHolds().length > 0 || store.cancelledBySignOut() > 0) showUndoWindow();
});

globalThis.addEventListener?.('pagehide', store.leave);

// The leave prompt while one of this tab's windows is open.
globalThis.addEventListener?.('beforeunload', (event: BeforeUnloadEvent) => {
  if (!store.holdsOpen()) return;
  event.preventDefault();
  // Older browsers show the prompt only with a returnValue.
  event.returnValue = '';
});

// Signed out (here or in another tab): every window waiting ends unsent, and the toast says how many.
subscribeSession(() => {
  if (!getSession()) store.cancelAll();
});
