import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClientDefaults } from './query-defaults';
import { KEPT_MS, pageReadsKey, parsePageReads, personAsked, refreshPageReads } from './page-reads';

const clients: QueryClient[] = [];
function client() {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  clients.push(queryClient);
  return queryClient;
}
afterEach(() => {
  for (const queryClient of clients.splice(0)) queryClient.clear();
});

/** An entry with data read at `at`, observed (as a mounted component would) with `options`. */
function observed(
  queryClient: QueryClient,
  queryKey: string[],
  at: number,
  options: { staleTime?: number; enabled?: boolean } = {},
) {
  queryClient.setQueryData(queryKey, 'data', { updatedAt: at });
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: async () => 'again',
    refetchOnMount: false,
    ...options,
  });
  observer.subscribe(() => undefined);
  return observer;
}

const summary = (queryClient: QueryClient) =>
  parsePageReads(pageReadsKey(queryClient.getQueryCache()));

describe('page reads', () => {
  it('are the observed entries the page keeps fresh, oldest first; not the identity, a catalogue or the shell’s', () => {
    const queryClient = client();
    observed(queryClient, ['volumes', 'list'], 5_000);
    observed(queryClient, ['session', 'identity'], 1_000);
    observed(queryClient, ['catalog', 'regions'], 1_000, { staleTime: 10 * 60_000 });
    // The shell's runway warning reads the wallet summary for five minutes at a time…
    observed(queryClient, ['wallet', 'summary'], 2_000, { staleTime: KEPT_MS });
    // …a disabled observer reads nothing, and an entry no component observes is a page left.
    observed(queryClient, ['proxy', 'activity'], 1_000, { enabled: false });
    queryClient.setQueryData(['vpcs', 'list'], 'data', { updatedAt: 1_000 });
    expect(summary(queryClient)).toEqual({ oldest: 5_000, fetching: false });

    // The overview's wallet tile reads the same summary as the page's own: then it counts.
    new QueryObserver(queryClient, {
      queryKey: ['wallet', 'summary'],
      queryFn: async () => 'again',
      refetchOnMount: false,
    }).subscribe(() => undefined);
    expect(summary(queryClient).oldest).toBe(2_000);
  });

  it('say nothing before the page has data', () => {
    expect(summary(client())).toEqual({ oldest: null, fetching: false });
  });

  it('Refresh reads each page read once and marks it as the person’s, once', async () => {
    const queryClient = client();
    observed(queryClient, ['volumes', 'list'], 5_000);
    observed(queryClient, ['catalog', 'regions'], 1_000, { staleTime: 10 * 60_000 });
    const refreshing = refreshPageReads(queryClient);
    expect(summary(queryClient).fetching).toBe(true);
    expect(queryClient.getQueryState(['catalog', 'regions'])?.fetchStatus).toBe('idle');
    // A second press while it reads sends nothing more.
    void refreshPageReads(queryClient);
    await refreshing;
    expect(queryClient.getQueryData(['volumes', 'list'])).toBe('again');
    expect(queryClient.getQueryState(['volumes', 'list'])?.dataUpdateCount).toBe(2);
    expect(personAsked(['volumes', 'list'])).toBe(true);
    expect(personAsked(['volumes', 'list'])).toBe(false);
    expect(personAsked(['catalog', 'regions'])).toBe(false);
  });
});
