import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityKey, type Identity } from '@/api/session/identity';
import { regionsQuery } from '@/api/queries/catalog';
import { vpcsQuery } from '../queries';
import { CreateVpcButton } from './create-vpc-dialog';

const IDENTITY: Identity = { accountName: 'Acme', accountEmail: 'a@example.com', keyId: 'k', keyName: 'key', keyPrefix: 'ccs_x', scope: 'full' };
const FRA = { id: 'fra', name: 'Frankfurt', city: 'Frankfurt am Main', country: 'DE', available: true, volumePricePerGbMonthCents: 10 };

/** The text that says why the button is disabled: the element its aria-describedby names, shown as text (not only to screen readers). */
function shownReason(button: HTMLElement): string | null {
  const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
  const shown = ids.map((id) => document.getElementById(id)).filter((element) => element && !element.closest('.sr-only'));
  return shown.map((element) => element!.textContent).join(' ') || null;
}

async function openDialog() {
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityKey, IDENTITY);
  queryClient.setQueryData(regionsQuery.queryKey, { items: [FRA] });
  queryClient.setQueryData(vpcsQuery.queryKey, { items: [] });
  const root = createRootRoute({ component: CreateVpcButton });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Create VPC' }));
  return screen.findByRole('dialog', { name: 'Create a VPC' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Create VPC', () => {
  it('says in visible text, tied to the disabled confirm, why it cannot be pressed, as each field is filled', async () => {
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Create VPC' });
    expect(confirm).toBeDisabled();
    expect(shownReason(confirm)).toBe('Enter a name.');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'backend' } });
    expect(shownReason(confirm)).toBe('Choose a region.');
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'fra' } });
    expect(shownReason(confirm)).toMatch(/range/i);
    fireEvent.change(within(dialog).getByLabelText('IP range'), { target: { value: '10.20.0.0/16' } });
    expect(confirm).toBeEnabled();
    expect(shownReason(confirm)).toBeNull();
  });
});
