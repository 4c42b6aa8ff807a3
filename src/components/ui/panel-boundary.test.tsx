import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { PanelBoundary } from './panel-boundary';

function Balance({ load }: { load: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['wallet', 'summary'], queryFn: load });
  return <p>Balance {data}</p>;
}

function renderPanels(load: () => Promise<string>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <h1>Wallet</h1>
      <PanelBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Balance load={load} />
        </Suspense>
      </PanelBoundary>
      <PanelBoundary>
        <p>Transactions</p>
      </PanelBoundary>
    </QueryClientProvider>,
  );
}

describe('PanelBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the error in place of the failing panel only, and Try again refetches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new ApiError({ status: 503, code: 'service_unavailable', message: 'Down' }),
      )
      .mockResolvedValue('$12.00');
    renderPanels(load);

    expect(await screen.findByText('The service had a problem')).toBeTruthy();
    expect(screen.getByText('503 service_unavailable')).toBeTruthy();
    // The rest of the page stays.
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeTruthy();
    expect(screen.getByText('Transactions')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Balance $12.00')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('catches a render bug too, with the same retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new TypeError('items is undefined');
      return <p>Fixed</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PanelBoundary>
          <Fragile />
        </PanelBoundary>
      </QueryClientProvider>,
    );
    // The error texts load after the first view: the view shows once they are there.
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('items is undefined')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fixed')).toBeTruthy();
  });
});
