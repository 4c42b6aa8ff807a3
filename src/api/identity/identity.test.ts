import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every request the identity query sends, with the headers it gave. */
const sent: { method: string; path: string; headers?: Record<string, string> }[] = [];

vi.mock('@/api/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/api/client')>();
  const answer = (path: string) =>
    path === '/account'
      ? { name: 'Acme', email: 'ops@acme.test' }
      : { items: [{ id: 'k1', name: 'Deploys', prefix: 'ccs_abc', scope: 'full' }] };
  const record = (method: string, path: string, init?: { headers?: Record<string, string> }) => {
    sent.push({ method, path, headers: init?.headers });
    return Promise.resolve({ data: answer(path), response: new Response(null, { status: 200 }) });
  };
  return {
    ...original,
    api: {
      GET: (path: string, init?: { headers?: Record<string, string> }) => record('GET', path, init),
      request: (method: string, path: string, init?: { headers?: Record<string, string> }) =>
        record(method.toUpperCase(), path, init),
    },
  };
});

const { identityQuery } = await import('./identity');
const { setSession, clearSession } = await import('@/api/session/session');
const { BACKGROUND } = await import('@/api/client');

describe('identityQuery', () => {
  beforeEach(() => {
    sent.length = 0;
    setSession({ token: 'ccs_abc_secret', baseUrl: 'http://127.0.0.1:9/api/v1', remember: false });
  });
  afterEach(() => clearSession());

  it('the first read is the person’s; a recheck of an identity already shown is background work', async () => {
    const queryClient = new QueryClient();
    const identity = await queryClient.fetchQuery(identityQuery(queryClient));
    expect(identity).toMatchObject({ accountName: 'Acme', keyName: 'Deploys', scope: 'full' });
    expect(sent.map((r) => [r.path, r.headers])).toEqual([
      ['/account', undefined],
      ['/api-keys', undefined],
    ]);

    sent.length = 0;
    await queryClient.refetchQueries({ queryKey: identityQuery(queryClient).queryKey });
    expect(sent.map((r) => [r.path, r.headers])).toEqual([
      ['/account', BACKGROUND],
      ['/api-keys', BACKGROUND],
    ]);
  });
});
