/**
 * The undo window's part of the first view, kept to a few bytes: nothing is loaded until a delete
 * is held in another tab (the channel; a delete held in this tab loads it from the store); then the
 * toast mounts (host-root.tsx) above every route, where it stays.
 */
export function watchUndoWindow(): void {
  try {
    new BroadcastChannel('cc-undo-window').onmessage = (
      event: MessageEvent<{ type?: string } | null>,
    ) => void (event.data?.type === 'held' && import('./host-root'));
  } catch {
    /* no channel: this tab's own windows still load it */
  }
}
