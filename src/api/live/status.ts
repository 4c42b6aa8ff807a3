/**
 * Whether the service's events reach this page now (team mode's live stream, stream.ts), and the
 * one rule the polling code reads from it: a poll that only looks for what an event announces
 * rests while events flow. A module of its own, with nothing else in it, so the pages that poll
 * read it without loading the stream (key mode never loads that, and this stays `off` there).
 */
import { useSyncExternalStore } from 'react';

/**
 * `connecting` until the stream first opens and its first look at the endpoints has ended; `live`
 * while it is open and an endpoint of this console is registered and not disabled (or the look
 * failed); `down` when the stream is not open (reconnecting); `disabled` when the service disabled
 * the endpoint; `unregistered` when no endpoint sends here.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'down' | 'disabled' | 'unregistered';

let status: LiveStatus = 'off';
const listeners = new Set<() => void>();

/** Set by the stream only. */
export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...listeners]) listener();
}
/** Calls `listener` on each change of the status; returns the unsubscribe. */
const subscribeLiveStatus = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const getLiveStatus = (): LiveStatus => status;
export const useLiveStatus = (): LiveStatus =>
  useSyncExternalStore(subscribeLiveStatus, getLiveStatus);

/**
 * Whether what the events announce can be left to them: the stream is open and an endpoint sends to
 * it. Not while it connects, drops or the endpoint is disabled: then every poll runs as without
 * events, from that moment (the stream reads what is shown once more when it opens again).
 */
export const eventsFlow = (): boolean => status === 'live';

/**
 * The one rule for a poll (`refetchInterval`) of something the service's events announce (an
 * instance's start, stop or failure, a ticket's answer or close, a payment): while they flow it
 * rests, otherwise it runs at `interval`. A poll for what no event announces (an instance leaving
 * `provisioning` for `running`, a webhook delivery, metrics) does not use this: it keeps its pace.
 * A hook, so the query's options are computed again when the status changes and a resting poll
 * starts at once when the stream drops.
 */
export function useAnnouncedPoll(): (interval: number | false) => number | false {
  const flowing = useSyncExternalStore(subscribeLiveStatus, eventsFlow);
  return (interval) => (flowing ? false : interval);
}
