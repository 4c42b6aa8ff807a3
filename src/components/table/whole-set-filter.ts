/**
 * Client-side filtering for whole-set tables. Each row's searchable text is lower-cased once per
 * data change, so a keystroke over 10,000 rows is one pass of `includes` checks.
 */
import type { TableColumn } from './column-meta';

/** Lower-cased words of the filter; every word must appear somewhere in the row's text. */
export function filterTerms(filter: string | undefined): string[] {
  return (filter ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

export function buildIndex<Row>(rows: readonly Row[], text: (row: Row) => string): string[] {
  return rows.map((row) => text(row).toLowerCase());
}

// One index per list and text function, kept while the list is (a refetch brings a new array).
const indexes = new WeakMap<readonly unknown[], WeakMap<(row: never) => string, string[]>>();

/**
 * The list's index, built on first use and then kept: the table asks for it when the filter has
 * words, and ahead of that when the browser is idle after the rows are drawn, so neither the
 * first rows nor a keystroke wait for 10,000 rows' text.
 */
export function indexOf<Row>(rows: readonly Row[], text: (row: Row) => string): string[] {
  let byText = indexes.get(rows);
  if (!byText) indexes.set(rows, (byText = new WeakMap()));
  let index = byText.get(text);
  if (!index) byText.set(text, (index = buildIndex(rows, text)));
  return index;
}

export function filterByIndex<Row>(
  rows: readonly Row[],
  index: readonly string[],
  terms: readonly string[],
): Row[] {
  if (terms.length === 0) return rows as Row[];
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const haystack = index[i] ?? '';
    if (terms.every((term) => haystack.includes(term))) out.push(rows[i] as Row);
  }
  return out;
}

/** Text of a value for searching: strings, numbers and arrays of them; null and objects are skipped. */
export function searchableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) return value.map(searchableText).join(' ');
  return '';
}

/** By default a row's text is every column's value (or its `meta.filterText`). */
export function defaultFilterText<Row>(columns: TableColumn<Row>[]): (row: Row) => string {
  return (row) =>
    columns
      .map((column) => {
        if (column.meta?.filterText) return column.meta.filterText(row);
        if ('accessorFn' in column && column.accessorFn)
          return searchableText(column.accessorFn(row, 0));
        if ('accessorKey' in column && column.accessorKey)
          return searchableText((row as Record<string, unknown>)[column.accessorKey as string]);
        return '';
      })
      .join(' ');
}
