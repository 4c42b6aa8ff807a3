import type { QueryClient } from '@tanstack/react-query';
import type { AnyApiCall } from '@/api/api-call';
import { readKey, type CachedRead } from './call-query';
import { forgetRead } from './forget-read';

/**
 * A write's answer put into the cache instead of read again: the resource's detail and its row in
 * a list that holds every row (the answer `{ items }`, or the rows themselves). A list not read yet
 * stays unread; a paginated list is invalidated instead, since a row's page cannot be known.
 */

type Row = { id: string };
type ListBody<T> = T[] | { items: T[] };

/** A resource's reads: its whole-set list and one of it (`{ list: volumesCall, detail: volumeCall }`). */
export interface RowReads {
  list: AnyApiCall;
  detail: (id: string) => AnyApiCall;
}

function changeRows<T extends Row>(
  queryClient: QueryClient,
  list: CachedRead,
  change: (rows: T[]) => T[],
): void {
  queryClient.setQueryData<ListBody<T>>(readKey(list), (body) => {
    if (!body) return body;
    return Array.isArray(body) ? change(body) : { ...body, items: change(body.items) };
  });
}

/** The row with `row`'s ID replaced by it, or `row` added (first, or last where the list is oldest first). */
export function upsertRow<T extends Row>(
  queryClient: QueryClient,
  list: CachedRead,
  row: T,
  at: 'first' | 'last' = 'first',
): void {
  changeRows<T>(queryClient, list, (rows) => {
    if (rows.some((item) => item.id === row.id))
      return rows.map((item) => (item.id === row.id ? row : item));
    return at === 'first' ? [row, ...rows] : [...rows, row];
  });
}

/** The row with this ID taken out of the list. */
export function removeRow(queryClient: QueryClient, list: CachedRead, id: string): void {
  changeRows<Row>(queryClient, list, (rows) => rows.filter((item) => item.id !== id));
}

/** A write answered with the resource: its page and its list row show it at once, no refetch. */
export function storeRow<T extends Row>(queryClient: QueryClient, reads: RowReads, row: T): void {
  queryClient.setQueryData(readKey(reads.detail(row.id)), row);
  upsertRow(queryClient, reads.list, row);
}

/** A delete answered: the row leaves the list, and the detail is forgotten once nothing shows it. */
export function forgetRow(queryClient: QueryClient, reads: RowReads, id: string): void {
  removeRow(queryClient, reads.list, id);
  forgetRead(queryClient, reads.detail(id));
}
