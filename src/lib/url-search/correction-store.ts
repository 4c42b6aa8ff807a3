/**
 * Which search params the last validation had to correct, per schema. Recorded while the router
 * validates the raw address (the only moment the bad values are visible: the router then rewrites
 * the address to the validated search), read by CorrectedSearchNotice through corrected-keys.ts,
 * which loads with the pages (this part runs in `validateSearch`, so it is part of the first load).
 */

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
