import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/api/session/session';
import { identityKey, type Identity } from '@/api/identity/identity';
import type { ApiKey } from '../queries';
import { CreateSuccessorStep } from './create-successor-step';

const IDENTITY: Identity = {
  accountName: 'Acme',
  accountEmail: 'a@example.com',
  keyId: 'key_own',
  keyName: 'own',
  keyPrefix: 'ccs_ffffffff',
  scope: 'full',
};
const OLD: ApiKey = {
  id: 'key_old',
  name: 'ci',
  prefix: 'ccs_00000000',
  scope: 'full',
  createdAt: '2025-01-01T00:00:00Z',
  expiresAt: null,
  lastUsedAt: null,
};
const MADE: ApiKey = {
  ...OLD,
  id: 'key_new',
  name: 'ci (replacement)',
  prefix: 'ccs_0a1b2c3d',
  createdAt: '2026-01-01T00:00:00Z',
};

// Signed in, as the console is wherever these show: with no session the client sends nothing.
beforeEach(() => setSession({ token: 'ccs_ffffffff_own', baseUrl: '/api/v1', remember: false }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('CreateSuccessorStep', () => {
  it('after a create whose answer was cut, leads to the key list instead of a second create', async () => {
    let posts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (request.method === 'POST') {
          posts += 1;
          throw new TypeError('Failed to fetch');
        }
        return new Response(JSON.stringify({ items: [OLD, MADE] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(identityKey, IDENTITY);
    const onCreated = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <CreateSuccessorStep oldKey={OLD} onCreated={onCreated} onBack={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Create the new key' }));
    expect(await screen.findByText('The outcome is unknown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the new key' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name of the new key'), '{Enter}');
    expect(posts).toBe(1);

    await user.click(
      screen.getByRole('button', { name: 'Check the list for “ci (replacement)” first' }),
    );
    expect(
      await screen.findByText('The key was created, but its token was lost'),
    ).toBeInTheDocument();
    expect(screen.getByText('ccs_0a1b2c3d')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the new key' })).not.toBeInTheDocument();
    expect(posts).toBe(1);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
