/**
 * How this person likes to read the console, kept on this device (localStorage, never a secret):
 * language, time zone of every date, date format, table density, default page size, reduced motion. Read
 * synchronously by the formatters and search schemas; React reads it with usePreferences().
 */
import { useSyncExternalStore } from 'react';

export const STORAGE_KEY = 'cloud-console.preferences';
export const PAGE_SIZE_CHOICES = [10, 25, 50, 100] as const;

const CHOICES = {
  /** The console's language (src/lib/i18n/i18n.ts); auto: the browser's first language the console speaks. */
  language: ['auto', 'en', 'de', 'pseudo', 'pseudo-rtl'],
  timeZone: ['local', 'utc'],
  dateFormat: ['day-month', 'month-day', 'iso'],
  density: ['comfortable', 'compact'],
  pageSize: PAGE_SIZE_CHOICES,
  reducedMotion: ['system', 'reduce'],
  /** Seconds a confirmed delete waits, undoable, before it is sent (0: sent at once). */
  undoWindow: [10, 0, 5, 30],
} as const;

export type Preferences = { -readonly [K in keyof typeof CHOICES]: (typeof CHOICES)[K][number] };
export const DEFAULT_PREFERENCES: Preferences = {
  language: 'auto',
  timeZone: 'local',
  dateFormat: 'day-month',
  density: 'comfortable',
  pageSize: 25,
  reducedMotion: 'system',
  undoWindow: 10,
};

/**
 * Each field falls back on its own: an unknown value (a hand-edited store, an older version's
 * choice) becomes its default and the others are kept. Plain code, as the formatters that read it
 * are part of the first load.
 */
export function parsePreferences(raw: unknown): Preferences {
  const input: Record<string, unknown> =
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out = { ...DEFAULT_PREFERENCES } as Record<keyof Preferences, unknown>;
  for (const key of Object.keys(CHOICES) as (keyof Preferences)[]) {
    if ((CHOICES[key] as readonly unknown[]).includes(input[key])) out[key] = input[key];
  }
  return out as Preferences;
}

function read(): Preferences {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? parsePreferences(JSON.parse(raw)) : DEFAULT_PREFERENCES;
  } catch {
    // Unreadable storage (private mode, a hand-edited value): the defaults, never an error.
    return DEFAULT_PREFERENCES;
  }
}

let current: Preferences | undefined;
const listeners = new Set<() => void>();

export function getPreferences(): Preferences {
  current ??= read();
  return current;
}

export function setPreferences(patch: Partial<Preferences>): void {
  current = parsePreferences({ ...getPreferences(), ...patch });
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or refused: the choice still holds for this visit.
  }
  applyPreferences();
  for (const listener of listeners) listener();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

/** Density and motion are CSS: attributes on <html> that styles.css reads. */
export function applyPreferences(
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): void {
  if (!root) return;
  const { density, reducedMotion } = getPreferences();
  root.dataset.density = density;
  root.classList.toggle('reduce-motion', reducedMotion === 'reduce');
}

// Another tab changed them: follow, so two tabs never disagree on what a date means.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== STORAGE_KEY) return;
  current = read();
  applyPreferences();
  for (const listener of listeners) listener();
});
