/**
 * One session across the tabs of this origin, handed over in memory (BroadcastChannel), never
 * through new storage. A tab opened without a key (Ctrl-click, a pasted link) asks; a tab that has
 * one answers. Connecting, switching key and ending the session are announced to every tab.
 * What this does and does not expose: docs/security.md.
 */
import type { ChannelLike } from '@/api/governor/cross-tab';
import { getSession, parseSession, subscribeSession, type Session } from './session';

export const SESSION_CHANNEL = 'cc-session';

/** How long a new tab waits for an answer before it shows the connect screen. */
export const ASK_TIMEOUT_MS = 400;

export type EndReason = 'signed_out' | 'invalid_token' | 'revoked_self';

export interface SessionEvents {
  /** Another tab connected or moved to another key; `sameAccount` when the cache stays true. */
  onSet(session: Session, sameAccount: boolean): void;
  onEnd(reason: EndReason): void;
}

let shared: ChannelLike | null | undefined;

function open(): ChannelLike | null {
  if (shared !== undefined) return shared;
  shared = null;
  if (typeof BroadcastChannel === 'function') {
    try {
      shared = new BroadcastChannel(SESSION_CHANNEL);
    } catch {
      shared = null;
    }
  }
  return shared;
}

const REASONS: readonly EndReason[] = ['signed_out', 'invalid_token', 'revoked_self'];

function post(channel: ChannelLike | null, message: unknown): void {
  try {
    channel?.postMessage(message);
  } catch {
    /* a closed channel: this tab goes on alone */
  }
}

/** Held (shared) by every tab that has a session, so a new tab can tell at once that none has. */
const HOLDER_LOCK = 'cc-session-holder';

type Locks = Pick<LockManager, 'request' | 'query'>;
const locks = (): Locks | undefined => (globalThis.navigator as Navigator | undefined)?.locks;

/**
 * Holds the holder lock while this tab has a session, for as long as the page lives.
 * @public called on the module that loadSessionChannel() fetches, which knip does not follow
 */
export function holdSessionLock(manager: Locks | undefined = locks()): void {
  if (!manager) return;
  let release: (() => void) | null = null;
  const sync = () => {
    if (getSession() && !release) {
      const held = new Promise<void>((resolve) => (release = resolve));
      manager.request(HOLDER_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
    } else if (!getSession() && release) {
      release();
      release = null;
    }
  };
  sync();
  subscribeSession(sync);
}

/** Whether some tab holds a session: false only when the browser can tell for sure. */
async function someTabHasSession(manager: Locks | undefined): Promise<boolean> {
  if (!manager) return true;
  try {
    const state = await manager.query();
    return (state.held ?? []).some((lock) => lock.name === HOLDER_LOCK);
  } catch {
    return true;
  }
}

/** Asks the other tabs for their session; null when none answers in time. */
export async function askOtherTabs(
  channel: ChannelLike | null = open(),
  timeoutMs = ASK_TIMEOUT_MS,
  manager: Locks | undefined = locks(),
): Promise<Session | null> {
  if (!channel || !(await someTabHasSession(manager))) return null;
  const id = Math.random().toString(36).slice(2);
  return new Promise((resolve) => {
    const done = (session: Session | null) => {
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      resolve(session);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; id?: unknown; session?: unknown } | null;
      if (data?.type !== 'give' || data.id !== id) return;
      const session = parseSession(data.session);
      if (session) done(session);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    channel.addEventListener('message', onMessage);
    post(channel, { type: 'ask', id });
  });
}

export function announceSession(
  session: Session,
  sameAccount: boolean,
  channel: ChannelLike | null = open(),
): void {
  post(channel, { type: 'set', session, sameAccount });
}

export function announceEnd(reason: EndReason, channel: ChannelLike | null = open()): void {
  post(channel, { type: 'end', reason });
}

/** Answers other tabs' questions with this tab's session and passes their news on. */
export function listenToOtherTabs(
  events: SessionEvents,
  channel: ChannelLike | null = open(),
): () => void {
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'ask' && typeof data.id === 'string') {
      const session = getSession();
      // Behind a team's proxy there is no key to hand over.
      if (session && !session.proxy) post(channel, { type: 'give', id: data.id, session });
    } else if (data.type === 'set') {
      const session = parseSession(data.session);
      if (session) events.onSet(session, data.sameAccount === true);
    } else if (data.type === 'end' && REASONS.includes(data.reason as EndReason)) {
      events.onEnd(data.reason as EndReason);
    }
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
