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
  /** The time the seed was built against (the demo's time, clock jumps included). */
  anchor: number;
  entries: JournalEntry[];
  /** The scenario the demo started from (mock/scenarios.ts); absent: healthy. */
  scenario?: string;
  /** How far the presenter has moved the demo's clock ahead of real time, in ms. */
  offset?: number;
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
    if (
      !value ||
      value.v !== 1 ||
      typeof value.anchor !== 'number' ||
      !Array.isArray(value.entries)
    )
      return null;
    if (!value.entries.every(isEntry)) return null;
    const scenario = typeof value.scenario === 'string' ? value.scenario : undefined;
    const offset =
      typeof value.offset === 'number' && Number.isFinite(value.offset) && value.offset >= 0
        ? value.offset
        : 0;
    return {
      v: 1,
      anchor: value.anchor,
      entries: value.entries,
      ...(scenario ? { scenario } : {}),
      offset,
    };
  } catch {
    return null;
  }
}

function writeJournal(storage: JournalStorage | null, journal: Journal): void {
  try {
    storage?.setItem(JOURNAL_KEY, JSON.stringify(journal));
  } catch {
    /* quota: the change lasts as long as the page */
  }
}

/** Where a demo starts: its scenario and seed time, no writes, the clock at real time. */
export function startJournal(
  storage: JournalStorage | null,
  anchor: number,
  scenario: string,
): void {
  writeJournal(storage, { v: 1, anchor, entries: [], scenario, offset: 0 });
}

/** What storage holds now for this demo (another tab may have added to it), or a fresh journal. */
function journalOf(storage: JournalStorage | null, anchor: number, scenario?: string): Journal {
  const current = readJournal(storage);
  return current && current.anchor === anchor
    ? current
    : { v: 1, anchor, entries: [], ...(scenario ? { scenario } : {}) };
}

/** Adds a write to what storage holds now. */
export function appendJournal(
  storage: JournalStorage | null,
  anchor: number,
  entry: JournalEntry,
  scenario?: string,
): void {
  const journal = journalOf(storage, anchor, scenario);
  if (journal.entries.length >= JOURNAL_CAP) return;
  journal.entries.push(entry);
  writeJournal(storage, journal);
}

/** Keeps a clock jump with the demo, for reloads and the other tabs. */
export function saveOffset(
  storage: JournalStorage | null,
  anchor: number,
  offset: number,
  scenario?: string,
): void {
  writeJournal(storage, { ...journalOf(storage, anchor, scenario), offset });
}
