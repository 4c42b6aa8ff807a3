/**
 * The undo window (issue 41): a delete, destroy or revoke confirmed in the console is held here
 * for the window the person chose (Preferences; off, 5, 10 or 30 s) before its one request is sent.
 * Undo drops it and nothing is sent.
 *
 * Held in memory only, never stored: a tab closed or reloaded inside the window sends nothing (the
 * browser's leave prompt says so first). The tab that held it is the only one that can send it; the
 * other tabs of the console are told over a BroadcastChannel, show it, and their Undo asks that tab
 * to drop it. Two tabs holding the same delete keep the one that ends first, and the send itself
 * takes a Web Lock named by the request, so one tab sends, never two. Sign-out cancels every
 * window and says how many.
 */
import { getSession, subscribeSession } from '@/api/session/session';
import { showUndoWindow } from './watch';

export interface HoldInfo {
  /** The request held, "DELETE /volumes/v-1": one window per request across every tab. */
  key: string;
  /** The resources it deletes, by path ("/volumes/v-1"), for their rows and pages. */
  targets: string[];
  /** What the toast names (the resource's name, or the first of a bulk run). */
  name: string;
  /** More than one resource: a bulk run. */
  count?: number;
}

export interface Hold extends HoldInfo {
  id: string;
  /** When the request is sent (epoch ms). */
  deadline: number;
  origin: string;
  state: 'held' | 'sending' | 'failed';
  error?: unknown;
}

const UNDO_CHANNEL = 'cc-undo-window';

const TAB = Math.random().toString(36).slice(2);
const holds = new Map<string, Hold>();
const sends = new Map<string, () => Promise<unknown>>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let snapshot: readonly Hold[] = [];
let cancelledAtSignOut = 0;

type Message =
  | { type: 'hello' }
  | { type: 'held'; hold: Hold }
  | { type: 'undo'; id: string }
  | { type: 'gone'; id: string };

let channel: BroadcastChannel | null = null;
try {
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(UNDO_CHANNEL) : null;
} catch {
  channel = null;
}

function post(message: Message): void {
  try {
    channel?.postMessage(message);
  } catch {
    /* a closed channel: this tab goes on alone */
  }
}

const own = (hold: Hold) => hold.origin === TAB;
const shareable = ({ error: _error, ...hold }: Hold): Hold => hold;

function changed(): void {
  snapshot = [...holds.values()];
  for (const listener of listeners) listener();
  // The toast, above every route: this tab holds something or has cancelled at sign-out.
  if (snapshot.length > 0 || cancelledAtSignOut > 0) showUndoWindow();
}

export const getHolds = (): readonly Hold[] => snapshot;

export function subscribeHolds(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Drops a hold of this tab without sending; the other tabs drop it too. */
function drop(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  sends.delete(id);
  if (holds.delete(id)) post({ type: 'gone', id });
}

/**
 * Holds a request for `seconds`, then `send`s it once. False when the same request is already
 * held (here or in another tab): that window stands, nothing more is held.
 */
export function hold(info: HoldInfo, seconds: number, send: () => Promise<unknown>): boolean {
  for (const held of holds.values())
    if (held.key === info.key && held.state !== 'failed') return false;
  const id = `${TAB}-${Math.random().toString(36).slice(2)}`;
  const entry: Hold = {
    ...info,
    id,
    deadline: Date.now() + seconds * 1000,
    origin: TAB,
    state: 'held',
  };
  holds.set(id, entry);
  sends.set(id, send);
  timers.set(
    id,
    setTimeout(() => void fire(id), seconds * 1000),
  );
  post({ type: 'held', hold: entry });
  changed();
  return true;
}

type Locks = Pick<LockManager, 'request'>;
const locks = (): Locks | undefined => (globalThis.navigator as Navigator | undefined)?.locks;

async function fire(id: string): Promise<void> {
  timers.delete(id);
  const entry = holds.get(id);
  const send = sends.get(id);
  if (!entry || !send || entry.state !== 'held') return;
  sends.delete(id);
  const sending: Hold = { ...entry, state: 'sending' };
  holds.set(id, sending);
  post({ type: 'held', hold: sending });
  changed();
  const run = async () => {
    try {
      await send();
      holds.delete(id);
      post({ type: 'gone', id });
    } catch (error) {
      // Refused: the toast says so with the service's answer (as the dialog did before).
      holds.set(id, { ...sending, state: 'failed', error });
      post({ type: 'gone', id });
    }
    changed();
  };
  const manager = locks();
  if (!manager) return run();
  // The lock is the claim: a tab that finds the same request being sent sends nothing.
  await manager
    .request(`cc-undo:${entry.key}`, { ifAvailable: true }, (lock) =>
      lock ? run() : (holds.delete(id), post({ type: 'gone', id }), changed()),
    )
    .catch(() => undefined);
}

/** Undo: nothing is sent. In another tab's window, that tab is asked to drop it. */
export function undo(id: string): void {
  const entry = holds.get(id);
  if (!entry || entry.state !== 'held') return;
  if (own(entry)) drop(id);
  else {
    holds.delete(id);
    post({ type: 'undo', id });
  }
  changed();
}

/** Takes a refused hold off the toast. */
export function dismiss(id: string): void {
  if (holds.get(id)?.state === 'failed' && holds.delete(id)) changed();
}

/** How many windows sign-out cancelled, shown until dismissed. */
export const cancelledBySignOut = (): number => cancelledAtSignOut;

export function dismissSignOutNote(): void {
  cancelledAtSignOut = 0;
  changed();
}

function onMessage(event: MessageEvent): void {
  const data = event.data as Message | null;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'hello') {
    for (const entry of holds.values())
      if (own(entry) && entry.state !== 'failed') post({ type: 'held', hold: shareable(entry) });
    return;
  }
  if (data.type === 'held') {
    const remote = data.hold;
    if (!remote || typeof remote.id !== 'string' || remote.origin === TAB) return;
    const mine = [...holds.values()].find(
      (entry) => own(entry) && entry.key === remote.key && entry.state === 'held',
    );
    if (mine) {
      // The same request held in two tabs at once: the window that ends first stands.
      const theirsFirst =
        remote.deadline < mine.deadline ||
        (remote.deadline === mine.deadline && remote.origin < mine.origin);
      if (!theirsFirst) return post({ type: 'held', hold: shareable(mine) });
      drop(mine.id);
    }
    holds.set(remote.id, remote);
  } else if (data.type === 'undo') {
    const entry = holds.get(data.id);
    if (!entry) return;
    if (own(entry)) {
      if (entry.state === 'held') drop(data.id);
    } else holds.delete(data.id);
  } else if (data.type === 'gone') {
    const entry = holds.get(data.id);
    if (!entry || own(entry)) return;
    holds.delete(data.id);
  } else return;
  changed();
}

channel?.addEventListener('message', onMessage);
post({ type: 'hello' });

// Closed or reloaded: this tab's windows end unsent; the other tabs stop showing them.
globalThis.addEventListener?.('pagehide', () => {
  for (const entry of [...holds.values()]) if (own(entry) && entry.state === 'held') drop(entry.id);
});

// The leave prompt while one of this tab's windows is open.
globalThis.addEventListener?.('beforeunload', (event: BeforeUnloadEvent) => {
  if (![...holds.values()].some((entry) => own(entry) && entry.state === 'held')) return;
  event.preventDefault();
  // Older browsers show the prompt only with a returnValue.
  event.returnValue = '';
});

// Signed out (here or in another tab): every window waiting ends unsent, and the toast says how many.
subscribeSession(() => {
  if (getSession()) return;
  const waiting = [...holds.values()].filter((entry) => entry.state === 'held');
  if (waiting.length === 0) return;
  for (const entry of waiting) {
    if (own(entry)) drop(entry.id);
    else holds.delete(entry.id);
  }
  cancelledAtSignOut += waiting.reduce((sum, entry) => sum + (entry.count ?? 1), 0);
  changed();
});
