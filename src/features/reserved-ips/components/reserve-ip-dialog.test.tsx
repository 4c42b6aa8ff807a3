import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityKey, type Identity } from '@/api/session/identity';
import { regionsQuery } from '@/api/queries/catalog';
import { ReserveIpButton } from './reserve-ip-dialog';

const IDENTITY: Identity = { accountName: 'Acme', accountEmail: 'a@example.com', keyId: 'k', keyName: 'key', keyPrefix: 'ccs_x', scope: 'full' };
const FRA = { id: 'fra', name: 'Frankfurt', city: 'Frankfurt am Main', country: 'DE', available: true, volumePricePerGbMonthCents: 10 };

/** The text that says why the button is disabled: the element its aria-describedby names, shown as text (not only to screen readers). */
function shownReason(button: HTMLElement): string | null {
  const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
  const shown = ids.map((id) => document.getElementById(id)).filter((element) => element && !element.closest('.sr-only'));
  return shown.map((element) => element!.textContent).join(' ') || null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Reserve an IP', () => {
  it('says in visible text, tied to the disabled confirm, that a region must be chosen', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(identityKey, IDENTITY);
    queryClient.setQueryData(regionsQuery.queryKey, { items: [FRA] });
    const root = createRootRoute({ component: ReserveIpButton });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve an IP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve an IP address' });
    const confirm = within(dialog).getByRole('button', { name: 'Reserve' });
    expect(confirm).toBeDisabled();
    expect(shownReason(confirm)).toBe('Choose a region.');
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'fra' } });
    expect(confirm).toBeEnabled();
    expect(shownReason(confirm)).toBeNull();
  });
});
