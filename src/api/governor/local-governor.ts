import { Budget } from './budget';
import type { ChannelLike, GovernorMessage } from './cross-tab';
import { PendingQueue, toPending, type Pending } from './queue';
import { readWindow, writeWindow } from './persisted-window';
import { classToPause, headerLimit, retryAfterMs } from './rate-limit-headers';
import { readServerCount } from './server-report';
import {
  defaultStorage,
  readAutoRefreshPaused,
  sameSnapshot,
  writeAutoRefreshPaused,
  type GovernorSnapshot,
} from './snapshot';
import { globalTimers, WakeTimer, type Timers } from './timers';

export type { Timers } from './timers';

export interface GovernorOptions {
  fetch: (request: Request) => Promise<Response>;
  now?: () => number;
  timers?: Timers;
  /** Where the auto-refresh switch and the last minute's window are kept; defaults to localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export interface Governor {
  fetch(request: Request): Promise<Response>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): GovernorSnapshot;
  setAutoRefreshPaused(paused: boolean): void;
  /**
   * Shares the budget with the other tabs from now on (docs/requests.md): what this tab sent
   * before goes out at once as its last minute, and the open tabs answer with theirs. `parse`
   * is cross-tab.ts's message check, handed in so the app can load it after the first view.
   */
  link(channel: ChannelLike, parse: (data: unknown) => GovernorMessage | null): void;
  dispose(): void;
}

/** A read that meets a 429 is resent after the pause at most this often; then the 429 is returned. */
export const MAX_READ_RESENDS = 3;

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted', 'AbortError');
}

/** A governor for this tab alone until `link` joins it to the others (governor.ts does at once). */
export function createLocalGovernor(options: GovernorOptions): Governor {
  const now = options.now ?? (() => Date.now());
  let channel: ChannelLike | null = null;
  let parse: (data: unknown) => GovernorMessage | null = () => null;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const tabId = Math.random().toString(36).slice(2, 10);
  const budget = new Budget();
  const queue = new PendingQueue();
  const listeners = new Set<() => void>();
  const timer = new WakeTimer(options.timers ?? globalTimers, () => drain());
  let autoRefreshPaused = readAutoRefreshPaused(storage);
  let sequence = 0;
  // A reload or a new tab goes on from the window the last page left, not from zero.
  const persisted = readWindow(storage);
  if (persisted) budget.importState(persisted);
  let unsaved = false;
  let snapshot = computeSnapshot();

  function computeSnapshot(): GovernorSnapshot {
    const t = now();
    const pause = budget.activePause(t);
    const first = queue.firstUser();
    const readyAt = first ? budget.readyAt(first.classes, first.priority, t) : t;
    return {
      usedLastMinute: budget.used(t),
      ownLastMinute: budget.own(t),
      serverCounted: budget.serverCounted(t),
      globalLimit: budget.limit('global'),
      pausedUntil: pause?.until ?? null,
      pausedClass: pause?.cls ?? null,
      queued: queue.size,
      waitingUntil: readyAt > t && !(pause && pause.until >= readyAt) ? readyAt : null,
      autoRefreshPaused,
    };
  }

  /** Something worth keeping for the next page load happened (a send, a pause, a count). */
  function remember(news: boolean): void {
    unsaved ||= news;
  }

  function post(message: GovernorMessage): void {
    try {
      channel?.postMessage(message);
    } catch {
      /* a closed channel: this tab goes on alone */
    }
  }

  /** Publishes a new snapshot if anything visible changed, then sets the next wake-up: the
   * earliest moment a queued request may go, a pause ends or a send leaves the window. */
  function changed(): void {
    if (unsaved) {
      unsaved = false;
      writeWindow(storage, budget.exportState(now()));
    }
    const next = computeSnapshot();
    if (!sameSnapshot(next, snapshot)) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    }
    const t = now();
    const times = queue.inOrder().map((entry) => budget.readyAt(entry.classes, entry.priority, t));
    const change = budget.nextChangeAt(t);
    if (change !== null) times.push(change);
    timer.set(times.length ? Math.min(...times) : null, t);
  }

  function drain(): void {
    for (const entry of queue.inOrder()) {
      const t = now();
      if (budget.readyAt(entry.classes, entry.priority, t) > t) continue;
      queue.remove(entry);
      dispatch(entry, t);
    }
    changed();
  }

  function dispatch(entry: Pending, t: number): void {
    const sent = { id: `${tabId}-${++sequence}`, t, classes: entry.classes };
    entry.sentAt = t;
    remember(budget.record(sent));
    post({ type: 'sent', ...sent });
    // A read may have to be sent again after a 429, so the original stays unused.
    const attempt = entry.read ? entry.request.clone() : entry.request;
    new Promise<Response>((resolve) => resolve(options.fetch(attempt))).then(
      (response) => settle(entry, response),
      (error: unknown) => {
        entry.detach();
        entry.reject(error);
      },
    );
  }

  function settle(entry: Pending, response: Response): void {
    const limit = headerLimit(response);
    const t = now();
    if (limit !== null) {
      const cls = entry.route ?? 'global';
      if (budget.learn(cls, limit)) {
        remember(true);
        post({ type: 'limit', cls, limit });
      }
      // The headers describe the limit x-ratelimit-limit names: the route's own or the global one.
      const counted = classToPause(entry.route, limit, budget.limit('global'));
      const count = readServerCount(response, limit, t);
      const correction = count && budget.observe(counted, entry.sentAt, count, t);
      if (correction) {
        remember(true);
        post({ type: 'correction', ...correction });
      }
    }
    if (response.status === 429) {
      const cls = classToPause(entry.route, limit, budget.limit('global'));
      const until = t + retryAfterMs(response.headers.get('retry-after'), t);
      if (budget.pause(cls, until)) {
        remember(true);
        post({ type: 'pause', cls, until });
      }
      // Reads wait out the pause and go again, unseen by the caller. Writes are never resent:
      // the caller gets the 429 and the UI says so.
      if (entry.read && entry.resends < MAX_READ_RESENDS && !entry.request.signal.aborted) {
        entry.resends += 1;
        response.body?.cancel().catch(() => undefined);
        queue.pushFront(entry);
        return changed();
      }
    }
    entry.detach();
    entry.resolve(response);
    changed();
  }

  function governedFetch(request: Request): Promise<Response> {
    return new Promise<Response>((resolve, reject) => {
      const signal = request.signal;
      if (signal.aborted) return reject(abortReason(signal));
      const entry = toPending(request, resolve, reject);
      // Aborted while queued (a page left, a query cancelled): leave the queue, never send.
      const onAbort = () => {
        if (!queue.remove(entry)) return;
        entry.detach();
        reject(abortReason(signal));
        changed();
      };
      signal.addEventListener('abort', onAbort);
      entry.detach = () => signal.removeEventListener('abort', onAbort);
      queue.push(entry);
      drain();
    });
  }

  const onMessage = (event: MessageEvent) => {
    const message = parse(event.data);
    if (!message) return;
    if (message.type === 'hello') return post({ type: 'state', ...budget.exportState(now()) });
    if (message.type === 'sent') budget.record(message);
    else if (message.type === 'pause') budget.pause(message.cls, message.until);
    else if (message.type === 'limit') budget.learn(message.cls, message.limit);
    else if (message.type === 'correction') budget.correct(message);
    else if (message.type === 'auto-refresh') autoRefreshPaused = message.paused;
    else budget.importState(message);
    drain();
  };
  return {
    fetch: governedFetch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setAutoRefreshPaused(paused) {
      autoRefreshPaused = paused;
      writeAutoRefreshPaused(storage, paused);
      post({ type: 'auto-refresh', paused });
      changed();
    },
    link(next, check) {
      channel = next;
      parse = check;
      next.addEventListener('message', onMessage);
      const mine = budget.exportState(now());
      if (mine.sent.length) post({ type: 'state', ...mine });
      post({ type: 'hello' });
    },
    dispose() {
      timer.clear();
      channel?.removeEventListener('message', onMessage);
      listeners.clear();
    },
  };
}
