import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from './load-page';

/** A page query whose search is still on its way (the live document's bounds not yet read). */
function pending() {
  let resolve!: () => void;
  const queryFn = vi.fn(async () => ({ items: ['a'] }));
  const options = new Promise<{ queryKey: string[]; queryFn: typeof queryFn }>((done) => {
    resolve = () => done({ queryKey: ['things', 'q=web'], queryFn });
  });
  return { options, queryFn, resolve };
}

describe('loadPage', () => {
  it('on a change of search waits for nothing, and loads the page once its search is known', async () => {
    const queryClient = new QueryClient();
    const { options, queryFn, resolve } = pending();
    // Undefined at once: the router shows no pending view in the place of the page.
    expect(loadPage(queryClient, options, 'stay')).toBeUndefined();
    expect(queryFn).not.toHaveBeenCalled();
    resolve();
    await vi.waitFor(() => expect(queryClient.getQueryData(['things', 'q=web'])).toBeDefined());
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('on entering the route waits for the search and then the page', async () => {
    const queryClient = new QueryClient();
    const { options, queryFn, resolve } = pending();
    let loaded: unknown;
    void loadPage(queryClient, options, 'enter')!.then((data) => (loaded = data));
    await Promise.resolve();
    expect(loaded).toBeUndefined();
    resolve();
    await vi.waitFor(() => expect(loaded).toEqual({ items: ['a'] }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
