import { useSyncExternalStore } from 'react';

export interface KeyRef {
  id: string;
  name: string;
  prefix: string;
}

/** A replacement left after the new key was made and before the old one was revoked. No token here. */
export interface HalfwayReplacement {
  oldKey: KeyRef;
  newKey: KeyRef;
}

// Memory only: it tells the keys page what the wizard left behind; a reload shows the list alone.
let current: HalfwayReplacement | null = null;
const listeners = new Set<() => void>();

export function setHalfway(next: HalfwayReplacement | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHalfway(): HalfwayReplacement | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
