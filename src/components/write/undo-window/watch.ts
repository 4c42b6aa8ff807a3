/**
 * The undo window's part of the first view, kept to a few bytes: nothing is loaded until a delete
 * is held in this tab (the store's event) or in another (the channel); then the toast mounts
 * (host-root.tsx) above every route, where it stays.
 */
export function watchUndoWindow(): void {
  const load = () => void import('./host-root');
  addEventListener('cc-undo-window', load);
  try {
    new BroadcastChannel('cc-undo-window').onmessage = (event: MessageEvent<{ type?: string } | null>) => event.data?.type === 'held' && load();
  } catch {
    /* no channel: this tab's own windows still load it */
  }
}
