import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/api/session/session';
import { identityKey, type Identity } from '@/api/identity/identity';
import { getHolds, undo } from '@/components/write/undo-window/store';
import { DEFAULT_PREFERENCES, setPreferences } from '@/lib/preferences';
import type { ApiKey } from '../queries';
import { RevokeOldStep } from './revoke-old-step';

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
const NEW: ApiKey = {
  ...OLD,
  id: 'key_new',
  name: 'ci (replacement)',
  prefix: 'ccs_0a1b2c3d',
  createdAt: '2026-01-01T00:00:00Z',
};

let deletes: string[] = [];

beforeEach(() => {
  setSession({ token: 'ccs_ffffffff_own', baseUrl: '/api/v1', remember: false });
  deletes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (request.method === 'DELETE') {
        deletes.push(new URL(request.url, 'http://localhost').pathname);
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ items: [OLD, NEW] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  for (const hold of getHolds()) undo(hold.id);
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setPreferences({ undoWindow: DEFAULT_PREFERENCES.undoWindow });
  clearSession();
});

function renderStep(onRevoked: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityKey, IDENTITY);
  render(
    <QueryClientProvider client={queryClient}>
      <RevokeOldStep
        oldKey={OLD}
        newKey={NEW}
        token="ccs_0a1b2c3d_new"
        oldIsSession={false}
        onRevoked={onRevoked}
      />
    </QueryClientProvider>,
  );
}

describe('RevokeOldStep (replace wizard)', () => {
  it('holds the revoke in the undo window like every revoke: nothing is sent, and Undo sends nothing', async () => {
    setPreferences({ undoWindow: 5 });
    const onRevoked = vi.fn();
    renderStep(onRevoked);
    expect(
      screen.getByText(/After you confirm, Undo is there for 5 s; then it cannot be undone\./),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke “ci”' }));
    expect(await screen.findByTestId('pending-delete')).toHaveTextContent(/Deleting in [1-5] s/);
    expect(getHolds()).toMatchObject([
      { key: 'DELETE /api-keys/key_old', name: 'ci', state: 'held' },
    ]);
    expect(deletes).toEqual([]);
    expect(onRevoked).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Undo deleting ci' }));
    expect(getHolds()).toHaveLength(0);
    expect(screen.queryByTestId('pending-delete')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke “ci”' })).toBeEnabled();
    expect(deletes).toEqual([]);
    expect(onRevoked).not.toHaveBeenCalled();
  });

  it('sends the one revoke when the window ends, then moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setPreferences({ undoWindow: 5 });
    const onRevoked = vi.fn();
    renderStep(onRevoked);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke “ci”' }));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(deletes).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await vi.waitFor(() => expect(onRevoked).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(deletes).toEqual(['/api/v1/api-keys/key_old']);
  });

  it('with the window off, revokes at once', async () => {
    setPreferences({ undoWindow: 0 });
    const onRevoked = vi.fn();
    renderStep(onRevoked);
    expect(screen.getByText(/This cannot be undone\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke “ci”' }));
    await vi.waitFor(() => expect(onRevoked).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(deletes).toEqual(['/api/v1/api-keys/key_old']);
  });
});
