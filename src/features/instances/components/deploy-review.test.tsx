import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { ApiError } from '@/api/errors';
import { identityKey, type Identity } from '@/features/session/identity';
import type { Catalog } from '../catalog';
import { DeployReview } from './deploy-review';

const catalog: Catalog = {
  regions: [{ id: 'fra', name: 'Frankfurt', city: 'Frankfurt am Main', country: 'DE', available: true }],
  plans: [{ id: 'p', name: 'Regular 2 vCPU / 4 GB', vcpus: 2, memoryMb: 4096, diskGb: 80, priceHourlyCents: 2.976, priceMonthlyCents: 2000, regionIds: ['fra'] }],
  images: [{ id: 'u', name: 'Ubuntu 24.04 LTS', family: 'ubuntu', version: '24.04' }],
};
const values = { name: 'web-1', regionId: 'fra', planId: 'p', osImageId: 'u' };

function identity(scope: Identity['scope']): Identity {
  return { accountName: 'Acme', accountEmail: 'a@example.com', keyId: 'k', keyName: 'key', keyPrefix: 'ccs_x', scope };
}

async function renderReview(scope: Identity['scope'] = 'full') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityKey, identity(scope));
  queryClient.setQueryData(['wallet', 'summary'], { balanceCents: 5000, currency: 'USD', monthToDateSpendCents: 0, projectedMonthSpendCents: 0, lowBalanceThresholdCents: 0, months: [] });
  const root = createRootRoute({ component: () => <DeployReview catalog={catalog} values={values} onBack={() => undefined} /> });
  const detail = createRoute({ getParentRoute: () => root, path: '/instances/$instanceId', component: () => <p>detail</p> });
  const router = createRouter({ routeTree: root.addChildren([detail]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return screen.findByRole('button', { name: /Deploy server for/ });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('deploy review', () => {
  it('shows the price, the balance now and after the first month', async () => {
    await renderReview();
    expect(screen.getByTestId('price-monthly')).toHaveTextContent('$20.00');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('wallet-after')).toHaveTextContent('$30.00');
    expect(screen.getByText('This creates a real server and bills your wallet')).toBeInTheDocument();
  });

  it('sends one deploy for clicks that arrive before any re-render (StrictMode)', async () => {
    const post = vi.spyOn(api, 'request').mockReturnValue(new Promise(() => undefined));
    const button = await renderReview();
    // All three land in one batch: the button is not disabled yet, only the ref lock stands.
    await act(async () => {
      button.click();
      button.click();
      button.click();
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Deploying…' })).toBeDisabled();
  });

  it('explains a 429 with its Retry-After and holds the button until then', async () => {
    const post = vi
      .spyOn(api, 'request')
      .mockRejectedValue(new ApiError({ status: 429, code: 'rate_limited', message: 'Too many deploys', retryAfter: 30 }));
    const button = await renderReview();
    await act(async () => button.click());
    expect(await screen.findByText('Deploy limit reached')).toBeInTheDocument();
    expect(screen.getByText(/at most 10 deploys per minute/)).toBeInTheDocument();
    expect(Number(screen.getByTestId('deploy-retry-after').textContent)).toBeGreaterThan(28);
    expect(button).toBeDisabled();
    act(() => button.click());
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a read key gets the button disabled with the reason and sends nothing', async () => {
    const post = vi.spyOn(api, 'request');
    const button = await renderReview('read');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', expect.stringContaining('read-only'));
    act(() => button.click());
    expect(post).not.toHaveBeenCalled();
  });
});
