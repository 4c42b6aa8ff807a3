/**
 * What a person did in the demo (each write the in-page mock accepted), kept in localStorage so a
 * reload or a new tab rebuilds the same state: the seed, then the same writes at the same times.
 * No token is kept: a write is replayed as the key id that made it.
 */
export const JOURNAL_KEY = 'cc.demo.journal';
/** A demo that runs longer than this many writes stops keeping more (the rest lasts the page). */
export const JOURNAL_CAP = 500;

export interface JournalEntry {
  t: number;
  method: string;
  /** Path and query. */
  url: string;
  body: string | null;
  /** The key that made the write, or null for the mock's control routes. */
  keyId: string | null;
}

export interface Journal {
  v: 1;
  /** The time the seed was built against. */
  anchor: number;
  entries: JournalEntry[];
}

type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isEntry = (value: unknown): value is JournalEntry => {
  const e = value as Partial<JournalEntry> | null;
  return (
    !!e &&
    typeof e.t === 'number' &&
    typeof e.method === 'string' &&
    typeof e.url === 'string' &&
    (e.body === null || typeof e.body === 'string') &&
    (e.keyId === null || typeof e.keyId === 'string')
  );
};

export function readJournal(storage: JournalStorage | null): Journal | null {
  try {
    const value = JSON.parse(storage?.getItem(JOURNAL_KEY) ?? 'null') as Partial<Journal> | null;
    if (!value || value.v !== 1 || typeof value.anchor !== 'number' || !Array.isArray(value.entries)) return null;
    return value.entries.every(isEntry) ? { v: 1, anchor: value.anchor, entries: value.entries } : null;
  } catch {
    return null;
  }
}

/** Adds a write to what storage holds now (another tab may have added its own meanwhile). */
export function appendJournal(storage: JournalStorage | null, anchor: number, entry: JournalEntry): void {
  const current = readJournal(storage);
  const journal: Journal = current && current.anchor === anchor ? current : { v: 1, anchor, entries: [] };
  if (journal.entries.length >= JOURNAL_CAP) return;
  journal.entries.push(entry);
  try {
    storage?.setItem(JOURNAL_KEY, JSON.stringify(journal));
  } catch {
    /* quota: the write lasts as long as the page */
  }
}

export function clearJournal(storage: JournalStorage | null): void {
  try {
    storage?.removeItem(JOURNAL_KEY);
  } catch {
    /* nothing kept */
  }
}
