import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { ApiError, networkError } from '@/api/errors';
import { fireEvent } from '@testing-library/react';
import { identityKey, type Identity } from '@/api/identity/identity';
import { walletSummaryQuery } from '@/features/wallet/queries';
import type { Catalog } from '../catalog';
import { DeployReview } from './deploy-review';

const catalog: Catalog = {
  regions: [
    {
      id: 'fra',
      name: 'Frankfurt',
      city: 'Frankfurt am Main',
      country: 'DE',
      available: true,
      volumePricePerGbMonthCents: 10,
    },
  ],
  plans: [
    {
      id: 'p',
      name: 'Regular 2 vCPU / 4 GB',
      vcpus: 2,
      memoryMb: 4096,
      diskGb: 80,
      priceHourlyCents: 2.976,
      priceMonthlyCents: 2000,
      regionIds: ['fra'],
    },
  ],
  images: [
    { id: 'u', name: 'Ubuntu 24.04 LTS', family: 'ubuntu', version: '24.04', minDiskGb: 10 },
  ],
};
const values = { name: 'web-1', regionId: 'fra', planId: 'p', osImageId: 'u' };

function identity(scope: Identity['scope']): Identity {
  return {
    accountName: 'Acme',
    accountEmail: 'a@example.com',
    keyId: 'k',
    keyName: 'key',
    keyPrefix: 'ccs_x',
    scope,
  };
}

async function renderReview(scope: Identity['scope'] = 'full') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityKey, identity(scope));
  queryClient.setQueryData(walletSummaryQuery.queryKey, {
    balanceCents: 5000,
    currency: 'USD',
    monthToDateSpendCents: 0,
    projectedMonthSpendCents: 0,
    lowBalanceThresholdCents: 0,
    months: [],
  });
  const root = createRootRoute({
    component: () => (
      <>
        <DeployReview catalog={catalog} values={values} onBack={() => undefined} />
        <Outlet />
      </>
    ),
  });
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/instances/$instanceId',
    component: () => <p>detail</p>,
  });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([index, detail]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
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
    expect(
      screen.getByText('This creates a real server and bills your wallet'),
    ).toBeInTheDocument();
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
    const post = vi.spyOn(api, 'request').mockRejectedValue(
      new ApiError({
        status: 429,
        code: 'rate_limited',
        message: 'Too many deploys',
        retryAfter: 30,
      }),
    );
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

  describe('after a deploy whose outcome is unknown', () => {
    // Both the deploy and the list go through `send` (api.request): the deploy is dropped on the
    // way, the list answers with `items`.
    let items: Array<{ id: string; name: string; status: string }> = [];
    const listOf = (next: typeof items) => {
      items = next;
      return calls;
    };
    let calls: ReturnType<typeof vi.fn>;

    async function dropDeploy() {
      calls = vi.fn((method: string) =>
        method === 'post'
          ? Promise.reject(networkError('POST', new TypeError('Failed to fetch')))
          : Promise.resolve({ data: { items }, response: new Response('{}', { status: 200 }) }),
      );
      vi.spyOn(api, 'request').mockImplementation(calls as never);
      const button = await renderReview();
      await act(async () => button.click());
      expect(await screen.findByText('The outcome is unknown')).toBeInTheDocument();
      return { posts: () => calls.mock.calls.filter(([method]) => method === 'post') };
    }

    it('offers to check the list instead of confirming again, and opens the server that was made', async () => {
      const { posts } = await dropDeploy();
      expect(screen.queryByRole('button', { name: /Deploy server for/ })).not.toBeInTheDocument();
      const get = listOf([{ id: 'i-9', name: 'web-1', status: 'provisioning' }]);
      fireEvent.click(screen.getByRole('button', { name: 'Check the list for “web-1” first' }));
      expect(await screen.findByText('detail')).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('get', '/instances', expect.anything());
      expect(posts()).toHaveLength(1);
    });

    it('lets the deploy be confirmed again once the list shows it was not made', async () => {
      const { posts } = await dropDeploy();
      listOf([
        { id: 'i-1', name: 'web-1', status: 'destroyed' },
        { id: 'i-2', name: 'web-2', status: 'running' },
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'Check the list for “web-1” first' }));
      expect(await screen.findByText(/No server named “web-1” was found/)).toBeInTheDocument();
      const confirm = screen.getByRole('button', { name: /Deploy server for/ });
      expect(confirm).toBeEnabled();
      expect(posts()).toHaveLength(1);
    });
  });
});
