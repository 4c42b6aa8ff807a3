import { Budget } from './budget';
import { DEFAULT_RETRY_AFTER_MS, WINDOW_MS, type RateClass } from './classes';
import type { ChannelLike, GovernorMessage } from './cross-tab';
import type { IgnoredReason } from './evidence';
import { PendingQueue, toPending, type Pending } from './queue';
import { readWindow, removeWindow, writeWindow, type WindowStorage } from './persisted-window';
import type { Answer, ReadAnswer, Reading } from './read-answer';
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
  storage?: WindowStorage | null;
  /** Reads the answers' rate-limit headers (read-answer.ts), when it is at hand from the start. */
  readAnswer?: ReadAnswer;
  /**
   * Or fetches it (the app: a chunk of its own), from the first request on. The answers that
   * arrive before it are kept and read in order as soon as it is there, before anything else is
   * sent; if it cannot be fetched, they (and all later ones) read as answers without such headers.
   */
  loadReadAnswer?: () => Promise<{ readAnswer: ReadAnswer }>;
}

export interface Governor {
  fetch(request: Request): Promise<Response>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): GovernorSnapshot;
  setAutoRefreshPaused(paused: boolean): void;
  /**
   * A person chose "Try now" on a rate-limited wait: this tab's held reads are sent at once, past
   * the pause and the budget, this once. An answer that is not a 429 ends the pause (for every
   * tab); a 429 starts a new one. Returns how many reads went.
   */
  tryNow(): number;
  /**
   * Forgets the pauses, the service's counts and the window kept in storage (sign-out: nothing of
   * a session may outlive it). The sends of the last minute stay counted in memory: the service
   * still counts them.
   */
  clear(): void;
  /** Behind a team's proxy, which paces the office's requests itself (Budget.pacedUpstream). */
  setPacedUpstream(paced: boolean): void;
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

/**
 * While something waits (a pause, a queued request) the governor looks at the clock at least this
 * often, so a clock put back shows at once in the countdown instead of when the timer next fires.
 */
const CLOCK_CHECK_MS = 1_000;

/** An answer kept until its headers are read, with what applying it needs. */
interface Kept extends Answer {
  classes: RateClass[];
  session: AbortController;
}

/** A governor for this tab alone until `link` joins it to the others (rate-governor.ts does at once). */
export function createLocalGovernor(options: GovernorOptions): Governor {
  const now = options.now ?? (() => Date.now());
  let channel: ChannelLike | null = null;
  let parse: (data: unknown) => GovernorMessage | null = () => null;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const tabId = Math.random().toString(36).slice(2, 10);
  const budget = new Budget(now);
  const queue = new PendingQueue();
  const listeners = new Set<() => void>();
  const timer = new WakeTimer(options.timers ?? globalTimers, () => drain());
  let autoRefreshPaused = readAutoRefreshPaused(storage);
  let sequence = 0;
  // Replaced by clear() (sign-out): answers to requests sent before it change nothing kept; it is
  // aborted then, which ends the reads of the session still on their way.
  let session = new AbortController();
  // A reload or a new tab goes on from the window the last page left, not from zero.
  const persisted = readWindow(storage);
  if (persisted) budget.importState(persisted);
  let unsaved = false;
  // The last time the service's figures could not be true, and why: the meter says so for a window.
  let ignored: { reason: IgnoredReason; at: number } | null = null;
  // The headers' reader: undefined until it is fetched, null when it could not be.
  let reader: ReadAnswer | null | undefined =
    options.readAnswer ?? (options.loadReadAnswer ? undefined : null);
  let loading = false;
  // Answers that arrived before the reader, in order: nothing is sent until they are read.
  const early: Kept[] = [];
  let snapshot = computeSnapshot();

  function computeSnapshot(): GovernorSnapshot {
    const t = now();
    const pause = budget.activePause(t);
    const first = queue.firstUser();
    const readyAt = first ? budget.readyAt(first.classes, first.priority, t) : t;
    return {
      ignoredFigures:
        ignored && ignored.at <= t && t < ignored.at + WINDOW_MS ? ignored.reason : null,
      heldReads: queue.heldUserReads(),
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

  /** News for the next page load and the other tabs: a learned limit, a count, a pause or its end. */
  function tell(message: GovernorMessage): void {
    remember(true);
    post(message);
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
    if (ignored && ignored.at + WINDOW_MS > t) times.push(ignored.at + WINDOW_MS);
    if (queue.size > 0 || snapshot.pausedUntil !== null) times.push(t + CLOCK_CHECK_MS);
    // Answers wait for the reader: its arrival drains the queue, no timer needs to.
    timer.set(times.length && !early.length ? Math.min(...times) : null, t);
  }

  function drain(): void {
    // A decision now would ignore an answer already received: the reader's arrival drains.
    if (!early.length)
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
    entry.session = session;
    remember(budget.record(sent));
    post({ type: 'sent', ...sent });
    // A read may have to be sent again after a 429, so the original stays unused. A sign-out
    // (clear) ends it on its way, so it does not reach the service after the session (audit info);
    // a browser without AbortSignal.any (before 2024) sends it as before, unended.
    const attempt = entry.read
      ? new Request(entry.request, {
          signal: AbortSignal.any?.([entry.request.signal, session.signal]) ?? entry.request.signal,
        })
      : entry.request;
    new Promise<Response>((resolve) => resolve(options.fetch(attempt))).then(
      (response) => settle(entry, response),
      (error: unknown) => {
        entry.detach();
        entry.reject(error);
      },
    );
  }

  /**
   * What the last answer said of the service's figures: undefined nothing, null a usable count,
   * else why they were set aside. A usable count ends a reason about counts, not one about a wait
   * (Retry-After): that one holds for its window, as the pause it shortened does.
   */
  function note(report: IgnoredReason | null | undefined, t: number): void {
    if (report === undefined) return;
    if (report !== null) ignored = { reason: report, at: t };
    else if (ignored && !ignored.reason.startsWith('wait-')) ignored = null;
  }

  /** Fetches the reader with the first request; then reads the answers kept meanwhile, in order. */
  function load(): void {
    if (reader !== undefined || loading) return;
    loading = true;
    options.loadReadAnswer!()
      .then(
        (module) => (reader = module.readAnswer),
        // Not fetched (a deploy replaced it): the governor's own count, as without the headers.
        () => (reader = null),
      )
      .then(() => {
        for (const answer of early.splice(0)) apply(answer);
        drain();
      });
  }

  /** What an answer changes: learned limits, the service's count, a 429's pause or its end. */
  function apply(answer: Kept): void {
    const { at: t, status, sentAt } = answer;
    const current = answer.session === session;
    // Without the reader (not fetched), as an answer without rate-limit headers: our own count,
    // and a 429 pauses the request's own class for 30 s.
    const {
      news = [],
      report,
      waitMs = DEFAULT_RETRY_AFTER_MS,
      paused = answer.route ?? 'global',
    }: Partial<Reading> = reader?.(answer, budget, current) ?? {};
    news.forEach(tell);
    // Read after a sign-out (clear) it arrived before: a learned limit is all that outlives it.
    if (!current) return;
    note(report, t);
    if (status === 429) {
      const until = t + waitMs;
      if (budget.pause(paused, until, t)) tell({ type: 'pause', cls: paused, until, since: t });
    } else if (status < 500) {
      // Answered, not refused: a pause begun before this request was sent is over ("Try now").
      for (const cls of answer.classes)
        if (budget.resume(cls, sentAt)) tell({ type: 'resume', cls, at: sentAt });
    }
  }

  function settle(entry: Pending, response: Response): void {
    if (entry.session !== session) {
      // Sent by a session that has ended (clear): handed back as it is, neither kept nor resent.
      entry.detach();
      return entry.resolve(response);
    }
    const answer: Kept = {
      status: response.status,
      headers: response.headers,
      at: now(),
      route: entry.route,
      global: budget.limit('global'),
      sentAt: entry.sentAt,
      classes: entry.classes,
      session,
    };
    if (reader === undefined) early.push(answer);
    else apply(answer);
    // Reads wait out the pause and go again, unseen by the caller. Writes are never resent:
    // the caller gets the 429 and the UI says so.
    if (
      response.status === 429 &&
      entry.read &&
      entry.resends < MAX_READ_RESENDS &&
      !entry.request.signal.aborted
    ) {
      entry.resends += 1;
      response.body?.cancel().catch(() => undefined);
      queue.pushFront(entry);
      return changed();
    }
    entry.detach();
    entry.resolve(response);
    changed();
  }

  function governedFetch(request: Request): Promise<Response> {
    return new Promise<Response>((resolve, reject) => {
      const signal = request.signal;
      // An abort's reason: an AbortError unless the caller gave one (browsers set it since 2022).
      if (signal.aborted) return reject(signal.reason);
      const entry = toPending(request, resolve, reject);
      // Aborted while queued (a page left, a query cancelled): leave the queue, never send.
      const onAbort = () => {
        if (!queue.remove(entry)) return;
        entry.detach();
        reject(signal.reason);
        changed();
      };
      signal.addEventListener('abort', onAbort);
      entry.detach = () => signal.removeEventListener('abort', onAbort);
      queue.push(entry);
      load();
      drain();
    });
  }

  const onMessage = (event: MessageEvent) => {
    const message = parse(event.data);
    if (!message) return;
    if (message.type === 'hello') return post({ type: 'state', ...budget.exportState(now()) });
    if (message.type === 'sent') budget.record(message);
    else if (message.type === 'pause') budget.pause(message.cls, message.until, message.since);
    else if (message.type === 'resume') budget.resume(message.cls, message.at);
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
    tryNow() {
      let released = 0;
      for (const entry of queue.inOrder()) {
        if (entry.priority !== 'user' || !entry.read) continue;
        queue.remove(entry);
        dispatch(entry, now());
        released += 1;
      }
      changed();
      return released;
    },
    setPacedUpstream(paced) {
      budget.pacedUpstream = paced;
      drain();
    },
    clear() {
      const ended = session;
      ended.abort();
      session = new AbortController();
      budget.clear();
      ignored = null;
      unsaved = false;
      removeWindow(storage);
      // What the ended session was waiting to send carries its key: it is not sent after it.
      for (const entry of queue.inOrder()) {
        queue.remove(entry);
        entry.detach();
        // An AbortError, as the signal's own reason.
        entry.reject(ended.signal.reason);
      }
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
