import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, type PageRequest } from '@/api/fetch-all-pages';

function source(total: number, failAt?: number) {
  const all = Array.from({ length: total }, (_, index) => index);
  return vi.fn(async ({ limit, offset }: PageRequest) => {
    if (failAt !== undefined && offset >= failAt) throw new Error('boom');
    return { items: all.slice(offset, offset + limit), total };
  });
}

describe('fetchAllPages', () => {
  it('walks every page at limit 100 and reports progress', async () => {
    const fetchPage = source(250);
    const progress: number[] = [];
    const result = await fetchAllPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (fetched) => progress.push(fetched),
    });
    expect(result).toMatchObject({ status: 'done', total: 250 });
    expect(result.rows).toHaveLength(250);
    expect(fetchPage.mock.calls.map(([page]) => [page.limit, page.offset])).toEqual([
      [100, 0],
      [100, 100],
      [100, 200],
    ]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops after one request for an empty set and for an exact multiple', async () => {
    expect((await fetchAllPages(source(0), { signal: new AbortController().signal })).rows).toEqual(
      [],
    );
    const exact = source(200);
    await fetchAllPages(exact, { signal: new AbortController().signal });
    expect(exact).toHaveBeenCalledTimes(2);
  });

  it('keeps what it has when a page fails', async () => {
    const result = await fetchAllPages(source(350, 200), { signal: new AbortController().signal });
    expect(result.status).toBe('failed');
    expect(result.rows).toHaveLength(200);
    expect(result.status === 'failed' && (result.error as Error).message).toBe('boom');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const fetchPage = source(1000);
    const result = await fetchAllPages(fetchPage, {
      signal: controller.signal,
      onProgress: (fetched) => fetched >= 300 && controller.abort(),
    });
    expect(result).toMatchObject({ status: 'cancelled', total: 1000 });
    expect(result.rows).toHaveLength(300);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });
});
