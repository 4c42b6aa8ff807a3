/**
 * How this person likes to read the console, kept on this device (localStorage, never a secret):
 * time zone of every date, date format, table density, default page size, reduced motion. Read
 * synchronously by the formatters and search schemas; React reads it with usePreferences().
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

export const STORAGE_KEY = 'cloud-console.preferences';
export const PAGE_SIZE_CHOICES = [10, 25, 50, 100] as const;

const schema = z.object({
  timeZone: z.catch(z.enum(['local', 'utc']), 'local'),
  dateFormat: z.catch(z.enum(['day-month', 'month-day', 'iso']), 'day-month'),
  density: z.catch(z.enum(['comfortable', 'compact']), 'comfortable'),
  pageSize: z.catch(z.union(PAGE_SIZE_CHOICES.map((size) => z.literal(size)) as [z.ZodMiniLiteral<10>, z.ZodMiniLiteral<25>, z.ZodMiniLiteral<50>, z.ZodMiniLiteral<100>]), 25),
  reducedMotion: z.catch(z.enum(['system', 'reduce']), 'system'),
});
export type Preferences = z.infer<typeof schema>;
export const DEFAULT_PREFERENCES: Preferences = schema.parse({});

function read(): Preferences {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? schema.parse(JSON.parse(raw)) : DEFAULT_PREFERENCES;
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
  current = schema.parse({ ...getPreferences(), ...patch });
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
export function applyPreferences(root: HTMLElement | undefined = globalThis.document?.documentElement): void {
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
