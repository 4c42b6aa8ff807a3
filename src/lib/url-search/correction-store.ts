/**
 * Which search params the last validation had to correct, per schema. Recorded while the router
 * validates the raw address (the only moment the bad values are visible: the router then rewrites
 * the address to the validated search), read by CorrectedSearchNotice (`useCorrectedKeys`).
 */
import { useSyncExternalStore } from 'react';

export interface Correction {
  schema: object;
  keys: string[];
  /** The corrected search, so the notice shows only while the page still shows that search. */
  signature: string;
}

/** The last correction, and who to tell when it changes. */
export const corrections: { current: Correction | null; listeners: Set<() => void> } = {
  current: null,
  listeners: new Set(),
};

export function searchSignature(search: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(search)
      .filter((key) => search[key] !== undefined)
      .sort()
      .map((key) => [key, search[key]]),
  );
}

export function recordCorrection(
  schema: object,
  keys: string[],
  search: Record<string, unknown>,
): void {
  corrections.current = { schema, keys, signature: searchSignature(search) };
  corrections.listeners.forEach((listener) => listener());
}

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
