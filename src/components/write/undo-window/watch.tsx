/**
 * The undo window's part of the first view, kept to a few bytes: nothing is loaded until a delete
 * is held, in this tab (the store calls showUndoWindow) or in another (the channel); then the toast
 * (host.tsx) is drawn above every route, inside the app's tree, where it stays.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function showUndoWindow(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const Host = lazy(() => import('./host').then((module) => ({ default: module.UndoWindowHost })));

/** Where the toast goes, in the root route: empty until the first delete is held. */
export function UndoWindowSlot() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}

export function watchUndoWindow(): void {
  try {
    new BroadcastChannel('cc-undo-window').onmessage = (
      event: MessageEvent<{ type?: string } | null>,
    ) => {
      if (event.data?.type === 'held') showUndoWindow();
    };
  } catch {
    /* no channel: this tab's own windows still show it */
  }
}
