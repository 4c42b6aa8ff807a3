/**
 * The request governor of the app: every request of the console goes through `governedFetch`
 * (client.ts routes the one API client through it). Design: docs/requests.md.
 */
import { openChannel } from './governor/cross-tab';
import { createGovernor, type Governor } from './governor/governor';
import type { GovernorSnapshot } from './governor/snapshot';

export {
  createGovernor,
  MAX_READ_RESENDS,
  type Governor,
  type GovernorOptions,
  type Timers,
} from './governor/governor';
export type { GovernorSnapshot } from './governor/snapshot';
export { AUTO_REFRESH_KEY } from './governor/snapshot';
export {
  DEFAULT_LIMITS,
  PRIORITY_HEADER,
  SHARE,
  WINDOW_MS,
  type Priority,
  type RateClass,
} from './governor/classes';
export { CHANNEL_NAME, type ChannelLike } from './governor/cross-tab';
export { DEFAULT_RETRY_AFTER_MS } from './governor/rate-limit-headers';

let instance: Governor | undefined;

// Created on first use, so importing the client opens no channel and starts no timer.
function governor(): Governor {
  instance ??= createGovernor({
    fetch: (request) => globalThis.fetch(request),
    channel: openChannel(),
  });
  return instance;
}

export function governedFetch(request: Request): Promise<Response> {
  return governor().fetch(request);
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
