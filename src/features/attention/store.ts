/**
 * The attention place's items, kept in localStorage per person: one list and one count for every
 * tab of the console, kept across reloads. The record is named by a hash of who is signed in (the
 * account and key ID with a key, the person behind a team's proxy), never by the key itself, so two
 * people on one browser keep two lists and no storage name carries a secret or an address.
 *
 * Every change is read, changed and written back at once, then heard by the other tabs through the
 * `storage` event, so each tab's count follows without a message of its own.
 */
import { KINDS, type AttentionItem, type AttentionKind, type ReportedItem } from './items';

/** The newest kept; older ones fall off the end. */
export const MAX_ITEMS = 200;
const PREFIX = 'cc.attention.';

export interface AttentionState {
  items: readonly AttentionItem[];
  /** The kinds the person asked a browser notification for. */
  notify: readonly AttentionKind[];
}

const EMPTY: AttentionState = { items: [], notify: [] };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface AttentionEnvironment {
  storage: () => StorageLike | undefined;
  /** Tells this store when another tab wrote the record named `key` (the `storage` event). */
  onOtherTab: (listener: (key: string | null) => void) => void;
  now: () => number;
}

/** A short, stable name for who is signed in: FNV-1a over the identity's words, in base 36. */
export function ownerName(parts: readonly (string | null | undefined)[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.map((part) => part ?? '').join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const isKind = (value: unknown): value is AttentionKind => KINDS.includes(value as AttentionKind);

function readItem(value: unknown): AttentionItem | undefined {
  const item = value as Partial<AttentionItem> | null;
  if (!item || typeof item !== 'object') return undefined;
  if (typeof item.id !== 'string' || typeof item.key !== 'string' || !isKind(item.kind))
    return undefined;
  if (typeof item.at !== 'number' || !item.resource || typeof item.resource.type !== 'string')
    return undefined;
  const found = typeof item.found === 'number' ? item.found : item.at;
  return { ...item, read: item.read === true, found } as AttentionItem;
}

/** A stored record read back; anything it cannot read is left out, never thrown. */
export function parseState(raw: string | null): AttentionState {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof AttentionState, unknown>>;
    const items = Array.isArray(value.items)
      ? value.items.map(readItem).filter((item) => item !== undefined)
      : [];
    const notify = Array.isArray(value.notify) ? value.notify.filter(isKind) : [];
    return { items, notify };
  } catch {
    return EMPTY;
  }
}

/** Newest found first; of those found together, the one that happened last first. */
const newestFirst = (a: AttentionItem, b: AttentionItem) => b.found - a.found || b.at - a.at;

export function createAttentionStore(env: AttentionEnvironment) {
  let owner: string | null = null;
  let state: AttentionState = EMPTY;
  // Kept when storage refuses (private mode, full): this tab still has its list.
  let memory = new Map<string, string>();
  const listeners = new Set<() => void>();
  const added = new Set<(items: readonly AttentionItem[]) => void>();

  const storageKey = () => (owner ? PREFIX + owner : null);

  function load(): AttentionState {
    const key = storageKey();
    if (!key) return EMPTY;
    let raw: string | null = null;
    try {
      raw = env.storage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    return parseState(raw ?? memory.get(key) ?? null);
  }

  function emit(): void {
    for (const listener of listeners) listener();
  }

  function save(next: AttentionState): void {
    const key = storageKey();
    if (!key) return;
    const raw = JSON.stringify(next);
    memory.set(key, raw);
    try {
      env.storage()?.setItem(key, raw);
    } catch {
      /* kept in this tab only */
    }
    state = next;
    emit();
  }

  /** Changes the stored record as it is now (another tab may have written since this one read). */
  function update(change: (current: AttentionState) => AttentionState): void {
    if (!owner) return;
    save(change(load()));
  }

  env.onOtherTab((key) => {
    if (key !== null && key !== storageKey()) return;
    state = load();
    emit();
  });

  /** Adds what is new: a condition already open (the same key, not ended) is not added again. */
  function report(reported: readonly ReportedItem[]): AttentionItem[] {
    const fresh: AttentionItem[] = [];
    const found = env.now();
    update((current) => {
      const open = new Set(current.items.filter((item) => !item.ended).map((item) => item.key));
      for (const item of reported) {
        if (open.has(item.key)) continue;
        open.add(item.key);
        fresh.push({ ...item, id: `${item.key}@${found}`, read: false, found });
      }
      if (fresh.length === 0) return current;
      const items = [...fresh, ...current.items].sort(newestFirst).slice(0, MAX_ITEMS);
      return { ...current, items };
    });
    if (fresh.length > 0) for (const listener of added) listener(fresh);
    return fresh;
  }

  /**
   * A full look at `kinds` found only `keys`: the open items of those kinds it did not find have
   * ended (kept in the list, read or not; the same condition later is a new item).
   */
  function settle(kinds: readonly AttentionKind[], keys: readonly string[]): void {
    const found = new Set(keys);
    update((current) => {
      let changed = false;
      const items = current.items.map((item) => {
        if (item.ended || !kinds.includes(item.kind) || found.has(item.key)) return item;
        changed = true;
        return { ...item, ended: true };
      });
      return changed ? { ...current, items } : current;
    });
  }

  function markRead(ids: readonly string[] | 'all'): void {
    update((current) => {
      if (!current.items.some((item) => !item.read && (ids === 'all' || ids.includes(item.id))))
        return current;
      return {
        ...current,
        items: current.items.map((item) =>
          ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item,
        ),
      };
    });
  }

  function setNotify(kind: AttentionKind, on: boolean): void {
    update((current) => ({
      ...current,
      notify: on
        ? [...new Set([...current.notify, kind])]
        : current.notify.filter((other) => other !== kind),
    }));
  }

  return {
    /** Who is signed in (ownerName), or null signed out: the list shown is theirs. */
    setOwner(next: string | null): void {
      if (next === owner) return;
      owner = next;
      memory = new Map([...memory].filter(([key]) => key === storageKey()));
      state = load();
      emit();
    },
    owner: () => owner,
    report,
    settle,
    markRead,
    setNotify,
    getState: (): AttentionState => state,
    unread: (): number => state.items.filter((item) => !item.read).length,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Items this tab added (for a browser notification: the tab that found it shows it, once). */
    onAdded(listener: (items: readonly AttentionItem[]) => void): () => void {
      added.add(listener);
      return () => void added.delete(listener);
    },
  };
}

export type AttentionStore = ReturnType<typeof createAttentionStore>;

function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const attentionStore = createAttentionStore({
  storage: browserStorage,
  onOtherTab: (listener) =>
    globalThis.addEventListener?.('storage', (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(PREFIX)) listener(event.key);
    }),
  now: () => Date.now(),
});
