import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { identityKey, type Identity } from '@/api/identity/identity';
import { regionsQuery } from '@/api/queries/catalog';

/** A key that may write, for the dialogs' tests. */
export const FULL_IDENTITY: Identity = {
  accountName: 'Acme',
  accountEmail: 'a@example.com',
  keyId: 'k',
  keyName: 'key',
  keyPrefix: 'ccs_x',
  scope: 'full',
};
export const FRANKFURT = {
  id: 'fra',
  name: 'Frankfurt',
  city: 'Frankfurt am Main',
  country: 'DE',
  available: true,
  volumePricePerGbMonthCents: 10,
};

/** The text that says why the button is disabled: the element its aria-describedby names, shown as text (not only to screen readers). */
export function shownReason(button: HTMLElement): string | null {
  const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
  const shown = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element && !element.closest('.sr-only'));
  return shown.map((element) => element!.textContent).join(' ') || null;
}

/**
 * Renders a write's button under a router, signed in with a full key and the region catalogue
 * (Frankfurt) in the cache; `seed` puts what else it reads there. No request ever answers.
 */
export function renderWriteButton(
  Button: () => ReactNode,
  seed: (queryClient: QueryClient) => void = () => {},
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityKey, FULL_IDENTITY);
  queryClient.setQueryData(regionsQuery.queryKey, { items: [FRANKFURT] });
  seed(queryClient);
  const root = createRootRoute({ component: Button });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}
