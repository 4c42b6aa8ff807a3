/**
 * A paginated list's search held to the bounds in force (docs/drift.md, "Limits the live document
 * sets"): the live document's bounds of the list's query parameters (page size, filters, q) once it
 * has been read, our contract's until then or when it cannot be read. A value the live document
 * refuses is never sent: the loader and the page load the corrected search, and the address is
 * corrected with the same notice as an out-of-range value (CorrectedSearchNotice).
 *
 *   // route: loader: ({ context: { queryClient }, deps, cause }) => loadPage(queryClient,
 *   //   liveSearch('/tickets', deps, () => readLiveOperations(queryClient)).then(ticketsQuery), cause)
 *   // page:  usePaginatedList(…) reads the corrected search and the page sizes from here.
 *
 * Not in the first view: the loaders and the list pages bring it, with the derivation.
 */
import { useSyncExternalStore } from 'react';
import {
  allowedChoices,
  boundProblem,
  boundsInForce,
  liveParameterBounds,
  type BoundsInForce,
} from '@/lib/openapi/bounds';
import type { OperationInfo } from '@/lib/openapi/operation-index';
import { defaultLimit, PAGE_SIZES } from './search';

/** `unread` until the document's first read ends; `contract` when it could not be read. */
type LiveState =
  | { status: 'unread' }
  | { status: 'contract' }
  | { status: 'live'; operations: readonly OperationInfo[] };

let state: LiveState = { status: 'unread' };
const listeners = new Set<() => void>();

/** The live document's operations once read, or undefined when it could not be read. */
export function setLiveOperations(operations: readonly OperationInfo[] | undefined): void {
  state = operations ? { status: 'live', operations } : { status: 'contract' };
  listeners.forEach((listener) => listener());
}

/** For tests: as before the document's first read. */
export function resetLiveBounds(): void {
  state = { status: 'unread' };
  listeners.forEach((listener) => listener());
}

const CONTRACT_LIMIT = { minimum: 1, maximum: 100 };

/** The bounds in force of a list's query parameter (GET `path`). */
export function queryBounds(path: string, name: string): BoundsInForce {
  const live =
    state.status === 'live' ? liveParameterBounds(state.operations, 'get', path, name) : undefined;
  return boundsInForce(name === 'limit' ? CONTRACT_LIMIT : {}, live);
}

/**
 * The page sizes offered: ours (10, 25, 50, 100) that the bounds allow; when the live document
 * allows none of them, its own largest (or first listed) size.
 */
export function pageSizesInForce(path: string): { sizes: number[]; source: 'live' | 'contract' } {
  const bounds = queryBounds(path, 'limit');
  const sizes = allowedChoices(PAGE_SIZES, bounds);
  if (sizes.length > 0) return { sizes, source: bounds.source };
  const own = bounds.values?.find((value) => Number.isInteger(value)) ?? bounds.maximum;
  return {
    sizes: typeof own === 'number' && Number.isInteger(own) && own >= 1 ? [own] : [...PAGE_SIZES],
    source: bounds.source,
  };
}

/**
 * The search with each value the bounds in force refuse corrected: a page size to the largest
 * allowed one not above it (else the smallest allowed), any other parameter to none. `keys`: what
 * was corrected, as the address names it.
 */
export function boundedSearch<S extends object>(
  path: string,
  search: S,
): { search: S; keys: string[] } {
  if (state.status !== 'live') return { search, keys: [] };
  const out = { ...search } as Record<string, unknown>;
  const keys: string[] = [];
  for (const [key, value] of Object.entries(search) as [string, unknown][]) {
    // The offset is where the page starts, which the paging keeps in range.
    if (key === 'offset' || value === undefined) continue;
    if (boundProblem(queryBounds(path, key), value) === undefined) continue;
    if (key === 'limit') {
      const { sizes } = pageSizesInForce(path);
      const below = sizes.filter((size) => size <= (value as number));
      out.limit = below.length > 0 ? Math.max(...below) : Math.min(...sizes);
    } else out[key] = undefined;
    keys.push(key);
  }
  return keys.length > 0 ? { search: out as S, keys } : { search, keys };
}

/** Only the offset, the preferred page size and no filter: nothing the live document could refuse but the size. */
const isDefault = (search: Record<string, unknown>) =>
  Object.entries(search).every(([key, value]) =>
    key === 'offset' ? true : key === 'limit' ? value === defaultLimit() : value === undefined,
  );

/**
 * A search the live document's bounds may refuse, asked before they are known: the list holds it
 * (sends nothing) until the first read ends, as the loader does on entering the route.
 */
export const awaitsBounds = (search: object): boolean =>
  state.status === 'unread' && !isDefault(search as Record<string, unknown>);

let reading: Promise<void> | undefined;

/**
 * For a list route's loader: the search to load, held to the bounds in force. The live document is
 * read once a session (`read`; undefined when it cannot be): an address that names a size or a
 * filter waits for that read, so what the live document refuses is never sent; the default list
 * does not wait (it loads with the contract's bounds, and the page corrects itself if the
 * document, once read, refuses its size).
 */
export async function liveSearch<S extends object>(
  path: string,
  search: S,
  read: () => Promise<readonly OperationInfo[] | undefined>,
): Promise<S> {
  if (state.status === 'unread')
    reading ??= read().then(
      (operations) => setLiveOperations(operations),
      () => setLiveOperations(undefined),
    );
  if (awaitsBounds(search)) await reading;
  return boundedSearch(path, search).search;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/** Re-renders when the live document's bounds arrive; which source is in force. */
export function useLiveBoundsSource(): LiveState['status'] {
  return useSyncExternalStore(subscribe, snapshot, snapshot).status;
}
