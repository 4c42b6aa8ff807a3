/**
 * Walks a paginated endpoint to the end at limit 100 (spec section 4: advance offset until offset
 * plus the returned items reaches `total`). Never throws: an error or a cancel ends the walk with
 * the rows fetched so far, so the caller can still offer them.
 */
export interface PageRequest {
  limit: number;
  offset: number;
  signal: AbortSignal;
}

export type FetchPage<Row> = (page: PageRequest) => Promise<{ items: Row[]; total: number }>;

export type WalkResult<Row> =
  | { status: 'done'; rows: Row[]; total: number }
  | { status: 'cancelled'; rows: Row[]; total: number | undefined }
  | { status: 'failed'; rows: Row[]; total: number | undefined; error: unknown };

export const EXPORT_PAGE_SIZE = 100;

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

export async function fetchAllPages<Row>(
  fetchPage: FetchPage<Row>,
  options: {
    signal: AbortSignal;
    onProgress?: (fetched: number, total: number) => void;
    pageSize?: number;
  },
): Promise<WalkResult<Row>> {
  const { signal, onProgress } = options;
  const limit = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: Row[] = [];
  let total: number | undefined;
  let offset = 0;
  for (;;) {
    if (signal.aborted) return { status: 'cancelled', rows, total };
    let page: { items: Row[]; total: number };
    try {
      page = await fetchPage({ limit, offset, signal });
    } catch (error) {
      if (isAbort(error, signal)) return { status: 'cancelled', rows, total };
      return { status: 'failed', rows, total, error };
    }
    if (signal.aborted) return { status: 'cancelled', rows, total };
    total = page.total;
    rows.push(...page.items);
    onProgress?.(rows.length, total);
    // A short or empty page also ends the walk, so a total that shrinks mid-way cannot loop.
    if (page.items.length < limit || offset + page.items.length >= total)
      return { status: 'done', rows, total };
    offset += limit;
  }
}
