/**
 * The request governor of the app: every request of the console goes through `governedFetch`
 * (client.ts routes the one API client through it). Design: docs/requests.md.
 */
import { SHARE } from './classes';
import { createLocalGovernor, type Governor } from './local-governor';
import { removeWindow } from './persisted-window';
import { defaultStorage, type GovernorSnapshot } from './snapshot';

export type { GovernorSnapshot } from './snapshot';

let instance: Governor | undefined;

// Created on first use, so importing the client opens no channel and starts no timer. The tabs'
// channel and its message checks are a chunk of their own, fetched beside the first view: until
// it links, this tab counts alone from the window kept in localStorage (which the other tabs
// also write), and on linking it sends its last minute so the others count what it sent.
// The reader of the answers' rate-limit headers is a chunk too, fetched with the first request:
// answers that come first are kept and read in order when it arrives, before anything else is
// sent; if it cannot be fetched, the governor counts on its own, as without those headers.
function governor(): Governor {
  if (instance) return instance;
  const created = createLocalGovernor({
    fetch: (request) => globalThis.fetch(request),
    loadReadAnswer: () => import('./read-answer'),
  });
  instance = created;
  import('./cross-tab').then(
    ({ openChannel, parseMessage }) => {
      const channel = openChannel();
      if (channel) created.link(channel, parseMessage);
    },
    // Not fetched (a deploy replaced it): this tab goes on counting alone, from the kept window.
    () => undefined,
  );
  return created;
}

export function governedFetch(request: Request): Promise<Response> {
  return governor().fetch(request);
}

/**
 * Whether a read sent now may wait in this tab's queue rather than go at once: others already
 * wait, a 429's pause holds, or the minute is past the lowest ceiling (background work's). Only
 * such a read gains from being dropped when its page is left (it is then never sent); one that
 * goes at once has reached the service by the time its page could be left.
 */
export function readsMayWait(): boolean {
  const { queued, pausedUntil, usedLastMinute, globalLimit } = governor().getSnapshot();
  return queued > 0 || pausedUntil !== null || usedLastMinute >= globalLimit * SHARE.background;
}

export function subscribeGovernor(listener: () => void): () => void {
  return governor().subscribe(listener);
}

export function getGovernorSnapshot(): GovernorSnapshot {
  return governor().getSnapshot();
}

/** Only a flag: pollers read it (snapshot.autoRefreshPaused) and stop while it is set. */
export function setAutoRefreshPaused(paused: boolean): void {
  governor().setAutoRefreshPaused(paused);
}

/**
 * "Try now" on a rate-limited wait: sends this tab's held reads at once, this once (the person's
 * choice overrides the pause and the budget). Returns how many went.
 */
export function tryHeldReadsNow(): number {
  return governor().tryNow();
}

/**
 * Sign-out: forgets the 429 pauses, the service's counts and the window kept in localStorage
 * (`cc.governor.window`), so nothing of the session outlives it and the next one starts unpaused.
 * The last minute's sends stay counted in this page's memory (the service still counts them).
 * Safe to call before the governor was ever used: it then only clears the storage.
 */
export function clearGovernorWindow(): void {
  if (instance) instance.clear();
  else removeWindow(defaultStorage());
}

/** Behind a team's proxy (config.json "session": "proxy"), which paces the office's requests. */
export function setPacedByProxy(): void {
  governor().setPacedUpstream(true);
}
