/**
 * What pages do with a validated search (search.ts): the API's query params, and a whole-set
 * table's sort to and from the address. Not part of the first load: it loads with the pages.
 */

/** `-name` -> { id: 'name', desc: true }. */
export function parseSort(sort: string | undefined): { id: string; desc: boolean } | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
}

export function formatSort(sort: { id: string; desc: boolean } | undefined): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined;
}

/**
 * The query params for the API: only defined values, in a stable order, so query keys and the
 * request URL are the same for the same page.
 */
export function queryParams<T extends Record<string, unknown>>(search: T): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(search).sort()) {
    if (key.startsWith('_')) continue;
    const value = search[key];
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}
