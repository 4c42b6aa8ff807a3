/**
 * What CorrectedSearchNotice reads of the corrections recorded while the router validated the
 * address (correction-store.ts): loaded with the pages, not part of the first load.
 */
import { useSyncExternalStore } from 'react';
import { corrections, searchSignature } from './correction-store';

export function clearCorrection(): void {
  if (!corrections.current) return;
  corrections.current = null;
  corrections.listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  corrections.listeners.add(listener);
  return () => corrections.listeners.delete(listener);
}

const snapshot = () => corrections.current;

/** The params reset for this schema, if the page still shows the corrected search; else []. */
export function useCorrectedKeys(schema: object, search: Record<string, unknown>): string[] {
  const correction = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (
    !correction ||
    correction.schema !== schema ||
    correction.signature !== searchSignature(search)
  )
    return [];
  return correction.keys;
}
