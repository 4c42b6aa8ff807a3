/**
 * The tabs' channel (session-channel.ts) is a chunk of its own, fetched after the entry. Every use
 * goes through here: when it cannot be fetched (a deploy replaced it), this is null and the tab acts
 * alone (no other tab is asked, told or listened to); its own 401 still signs it out.
 */
export function loadSessionChannel(): Promise<typeof import('./session-channel') | null> {
  return import('./session-channel').then(
    (channel) => channel,
    () => null,
  );
}
