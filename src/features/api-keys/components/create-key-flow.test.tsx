import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/api/session/session';
import { identityKey, type Identity } from '@/api/identity/identity';
import { apiKeysQuery } from '@/api/queries/api-keys';
import { CreateKeyFlow } from './create-key-flow';

const TOKEN = 'ccs_0a1b2c3d_S3cretS3cretS3cretS3cretS3cret12';
const KEY = {
  id: 'key_new',
  name: 'ci',
  prefix: 'ccs_0a1b2c3d',
  scope: 'full' as const,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: null,
  lastUsedAt: null,
};
const IDENTITY: Identity = {
  accountName: 'Acme',
  accountEmail: 'a@example.com',
  keyId: 'key_own',
  keyName: 'own',
  keyPrefix: 'ccs_ffffffff',
  scope: 'full',
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Signed in with a full key, opens the create form, names the key `ci` and confirms (as `scope` when given). */
async function createKey(queryClient: QueryClient, scope?: 'Full') {
  queryClient.setQueryData(identityKey, IDENTITY);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <CreateKeyFlow />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  const form = await screen.findByRole('dialog', { name: 'Create an API key' });
  await user.type(within(form).getByLabelText('Name'), 'ci');
  if (scope) await user.click(within(form).getByRole('radio', { name: scope }));
  await user.click(within(form).getByRole('button', { name: 'Create key' }));
  return { user, form };
}

// Signed in, as the console is wherever these show: with no session the client sends nothing.
beforeEach(() => setSession({ token: 'ccs_ffffffff_own', baseUrl: '/api/v1', remember: false }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('CreateKeyFlow', () => {
  it('keeps the new token out of the query and mutation caches, and out of the DOM once done', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return request.method === 'POST'
          ? json({ key: KEY, token: TOKEN }, 201)
          : json({ items: [KEY] });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = await createKey(queryClient, 'Full');

    expect(await screen.findByLabelText('API key')).toHaveValue(TOKEN);
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state),
    );
    expect(cached).not.toContain(TOKEN);
    expect(sent).toContain('POST /api/v1/api-keys');

    await user.click(screen.getByRole('checkbox', { name: 'I have stored this key' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(TOKEN);
    // userEvent typing is slow on a busy machine.
  }, 20_000);

  it('sends nothing with a read key: the button is disabled with the reason', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const queryClient = new QueryClient();
    queryClient.setQueryData(identityKey, { ...IDENTITY, scope: 'read' });
    render(
      <QueryClientProvider client={queryClient}>
        <CreateKeyFlow />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Create key' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', expect.stringMatching(/read-only/));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  describe('when the answer to a create is cut after it was sent (outcome unknown)', () => {
    // The POST reaches the service but its answer never comes back: the key may exist, its token is gone.
    function cutCreate(list: () => unknown[]) {
      const sent: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (request: Request) => {
          sent.push(`${request.method} ${new URL(request.url).pathname}`);
          if (request.method === 'POST') throw new TypeError('Failed to fetch');
          return json({ items: list() });
        }),
      );
      return { posts: () => sent.filter((line) => line.startsWith('POST')).length };
    }

    async function createCi(queryClient: QueryClient) {
      const { user, form } = await createKey(queryClient);
      expect(await within(form).findByText('The outcome is unknown')).toBeInTheDocument();
      return { user, form };
    }

    it('takes "Create key" away, even after closing and reopening, and leads to the key list: the key found, its lost token said', async () => {
      let items: unknown[] = [];
      const { posts } = cutCreate(() => items);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { user, form } = await createCi(queryClient);
      expect(within(form).queryByRole('button', { name: /^Create key/ })).not.toBeInTheDocument();
      // Enter in the name field submits the form: nothing is sent again.
      await user.type(within(form).getByLabelText('Name'), '{Enter}');
      expect(posts()).toBe(1);

      await user.click(within(form).getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Create key' }));
      const again = await screen.findByRole('dialog', { name: 'Create an API key' });
      expect(within(again).getByText('The outcome is unknown')).toBeInTheDocument();
      expect(within(again).queryByRole('button', { name: /^Create key/ })).not.toBeInTheDocument();

      items = [KEY];
      await user.click(
        within(again).getByRole('button', { name: 'Check the list for “ci” first' }),
      );
      expect(
        await within(again).findByText('The key was created, but its token was lost'),
      ).toBeInTheDocument();
      expect(within(again).getByText('ccs_0a1b2c3d')).toBeInTheDocument();
      expect(within(again).queryByRole('button', { name: /^Create key/ })).not.toBeInTheDocument();
      expect(posts()).toBe(1);
    }, 20_000);

    it('offers "Create key" again once the list shows no new key of that name (an older one does not count)', async () => {
      const older = { ...KEY, id: 'key_old', createdAt: '2025-01-01T00:00:00Z' };
      const { posts } = cutCreate(() => [older]);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      queryClient.setQueryData(apiKeysQuery.queryKey, [older]);
      const { user, form } = await createCi(queryClient);
      await user.click(within(form).getByRole('button', { name: 'Check the list for “ci” first' }));
      const notice = (await within(form).findByText('Not in the list')).closest('[role="status"]');
      expect(notice).toHaveTextContent('No key named “ci” was made, so nothing was created.');
      expect(within(form).getByRole('button', { name: 'Create key' })).toBeEnabled();
      expect(posts()).toBe(1);
    }, 20_000);
  });
});
