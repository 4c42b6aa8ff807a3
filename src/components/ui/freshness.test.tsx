import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personAsked } from '@/api/cache/page-reads';
import { queryClientDefaults } from '@/api/cache/query-defaults';
import { clearGovernorWindow, governedFetch } from '@/api/governor/rate-governor';
import { ageWords, Freshness, untilWordsChange } from './freshness';

afterEach(() => {
  cleanup();
  clearGovernorWindow();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ageWords', () => {
  it('says how long ago in steps a person reads at a glance', () => {
    expect(ageWords(-5_000)).toBe('just now');
    expect(ageWords(9_999)).toBe('just now');
    expect(ageWords(10_000)).toBe('10 s ago');
    expect(ageWords(49_000)).toBe('40 s ago');
    expect(ageWords(60_000)).toBe('1 min ago');
    expect(ageWords(3 * 60_000 + 59_000)).toBe('3 min ago');
    expect(ageWords(2 * 3_600_000)).toBe('2 h ago');
    expect(ageWords(24 * 3_600_000)).toBe('1 day ago');
    expect(ageWords(4 * 24 * 3_600_000)).toBe('4 days ago');
  });

  it('changes its words only at a step: the timer waits until then', () => {
    expect(untilWordsChange(0)).toBe(10_000);
    expect(untilWordsChange(43_000)).toBe(7_000);
    expect(untilWordsChange(61_000)).toBe(59_000);
    expect(untilWordsChange(3_600_000 + 1)).toBe(3_600_000 - 1);
  });
});

/** A page: its own read, and the reads the line leaves out (the identity, a catalogue). */
function setup() {
  const reads = { volumes: 0, identity: 0, regions: 0 };
  let pageRenders = 0;
  let answer: (() => void) | undefined;
  const client = new QueryClient({
    defaultOptions: {
      ...queryClientDefaults,
      queries: { ...queryClientDefaults.queries, retry: false },
    },
  });
  function Page() {
    pageRenders += 1;
    // Like a page, it reads `data` only (React Query re-renders it when that changes).
    const { data } = useQuery({
      queryKey: ['volumes', 'list'],
      queryFn: () =>
        new Promise<string[]>((resolve) => {
          reads.volumes += 1;
          answer = () => resolve(['vol-1']);
        }),
    });
    useQuery({
      queryKey: ['session', 'identity'],
      queryFn: async () => (reads.identity += 1),
      staleTime: 5 * 60_000,
    });
    useQuery({
      queryKey: ['catalog', 'regions'],
      queryFn: async () => (reads.regions += 1),
      staleTime: 10 * 60_000,
    });
    return (
      <>
        <Freshness />
        <p>{data?.join(', ')}</p>
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  return { reads, renders: () => pageRenders, answer: () => act(async () => answer?.()) };
}

const refresh = () => screen.getByRole('button', { name: 'Refresh' });

describe('Freshness', () => {
  it('says when the page was read and moves on with time, re-rendering only itself', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) });
    const page = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('freshness')).toHaveTextContent('Reading…');
    await page.answer();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('freshness')).toHaveTextContent('Updated just now');
    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-26T09:00:00.000Z');
    expect(time).toHaveAttribute('title', expect.stringMatching(/^Read .*2026/));
    // No live region: a screen reader is not told of every tick.
    expect(screen.getByTestId('freshness').closest('[aria-live],[role="status"]')).toBeNull();
    const renders = page.renders();

    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(screen.getByTestId('freshness')).toHaveTextContent('Updated 40 s ago');
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(screen.getByTestId('freshness')).toHaveTextContent('Updated 3 min ago');
    expect(page.renders()).toBe(renders);
  });

  it('Refresh reads the page’s data again once, as the person’s, and not the identity or the catalogue', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) });
    const page = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await page.answer();
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(page.reads).toEqual({ volumes: 1, identity: 1, regions: 1 });
    expect(refresh()).not.toHaveAttribute('aria-disabled');

    fireEvent.click(refresh());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(page.reads).toEqual({ volumes: 2, identity: 1, regions: 1 });
    // The query function may ask whether this read is a person's (a poll's would be background).
    expect(personAsked(['volumes', 'list'])).toBe(true);
    expect(personAsked(['volumes', 'list'])).toBe(false);
    // While it reads, a second press sends nothing: the button says why, the focus stays on it.
    refresh().focus();
    expect(refresh()).toHaveAttribute('aria-disabled', 'true');
    expect(refresh()).toHaveAccessibleDescription(/Reading…/);
    fireEvent.click(refresh());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(page.reads.volumes).toBe(2);
    expect(refresh()).toHaveFocus();
    expect(screen.getByTestId('freshness')).toHaveTextContent('Updated 2 min ago');

    await page.answer();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('freshness')).toHaveTextContent('Updated just now');
    expect(refresh()).not.toHaveAttribute('aria-disabled');
  });

  it('Refresh waits, with the reason in words, while the service’s rate limit pauses reads', async () => {
    const page = setup();
    await act(() => vi.waitFor(() => expect(page.reads.volumes).toBe(1)));
    await page.answer();
    expect(await screen.findByText('just now')).toBeInTheDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429, headers: { 'retry-after': '60' } })),
    );
    // A read of the page meets a 429: the governor pauses (and holds the read for after the pause).
    void governedFetch(new Request('http://127.0.0.1:9/api/v1/volumes')).catch(() => undefined);
    expect(await screen.findByText('Paused by the rate limit')).toBeInTheDocument();
    expect(refresh()).toHaveAttribute('aria-disabled', 'true');
    expect(refresh()).toHaveAccessibleDescription(/Paused by the rate limit.*pause/);
    fireEvent.click(refresh());
    expect(page.reads.volumes).toBe(1);
  });
});
