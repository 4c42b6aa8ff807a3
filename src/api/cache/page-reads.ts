/**
 * The reads of the page on screen, for "Updated 40 s ago" and Refresh (src/components/ui/freshness.tsx).
 *
 * A page read is a query with data that a mounted component observes, enabled, and wants fresh
 * within minutes. Left out:
 * - the session's identity (`['session', …]`): the top bar's, not the page's;
 * - reads an observer keeps for KEPT_MS or more: the catalogue (plans, regions, images, webhook
 *   event types), the shell's runway warning and the palette's lists (5 min), a watch of changing
 *   rows (its answers land in the list and detail entries, which are counted). The console chose
 *   not to read them again with the page, so their age says nothing about it, and Refresh does not
 *   spend the budget on them. Where the same entry is also read by the page with a shorter
 *   staleTime (the overview's wallet tile and the shell's runway warning), it counts.
 */
import {
  hashKey,
  type Query,
  type QueryCache,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** An observer that keeps its data this long or longer reads a catalogue or the shell's state. */
export const KEPT_MS = 5 * 60_000;

type AnyQuery = Query<unknown, Error, unknown, QueryKey>;

/** A read of the page on screen, with or without data yet. */
export function isPageRead(query: AnyQuery): boolean {
  if (query.queryKey[0] === 'session') return false;
  return query.observers.some((observer) => {
    const { enabled, staleTime } = observer.options;
    if ((typeof enabled === 'function' ? enabled(query) : enabled) === false) return false;
    const kept = typeof staleTime === 'function' ? staleTime(query) : staleTime;
    return kept !== 'static' && (kept ?? 0) < KEPT_MS;
  });
}

export interface PageReads {
  /** When the oldest data on the page was read (ms since epoch), or null when it shows none yet. */
  oldest: number | null;
  /** Whether one of the page's reads is under way (a poll, a refresh, a first read). */
  fetching: boolean;
}

/**
 * The page's reads in one string, so useSyncExternalStore sees a change only when what the line
 * shows changes (`parsePageReads` reads it back).
 */
export function pageReadsKey(cache: QueryCache): string {
  let oldest = Infinity;
  let fetching = false;
  for (const query of cache.getAll()) {
    if (!isPageRead(query)) continue;
    if (query.state.fetchStatus === 'fetching') fetching = true;
    if (query.state.data !== undefined && query.state.dataUpdatedAt > 0)
      oldest = Math.min(oldest, query.state.dataUpdatedAt);
  }
  return `${oldest === Infinity ? '' : oldest}|${fetching ? 1 : 0}`;
}

export function parsePageReads(key: string): PageReads {
  const [oldest = '', fetching] = key.split('|');
  return { oldest: oldest ? Number(oldest) : null, fetching: fetching === '1' };
}

// Entries a person's Refresh is reading again, by query hash, with when it asked.
const asked = new Map<string, number>();
const ASK_VALID_MS = 5_000;

/**
 * Whether this read of `queryKey` is one a person asked for (Refresh), once. A query function
 * that marks its later reads as background work (a poll) asks here first: a click is the person's
 * and must not wait behind polls (docs/requests.md, Priorities).
 */
export function personAsked(queryKey: QueryKey): boolean {
  const hash = hashKey(queryKey);
  const at = asked.get(hash);
  asked.delete(hash);
  return at !== undefined && Date.now() - at < ASK_VALID_MS;
}

/**
 * Reads the page's data again, each entry once, through its own query function (and so through
 * the governor), as the person's. A read already under way is not sent twice.
 */
export function refreshPageReads(queryClient: QueryClient): Promise<void> {
  const now = Date.now();
  for (const [hash, at] of asked) if (now - at >= ASK_VALID_MS) asked.delete(hash);
  const queries = new Set(
    queryClient.getQueryCache().findAll({ type: 'active', predicate: isPageRead }),
  );
  for (const query of queries) asked.set(query.queryHash, now);
  return queryClient.refetchQueries(
    { predicate: (query) => queries.has(query) },
    { cancelRefetch: false },
  );
}
