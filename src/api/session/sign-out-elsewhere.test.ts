import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/**
 * Issue 40 (info): after a sign-out, one keyed GET still went out. Another tab hears a sign-out over
 * its channel a moment later; in that moment its reads must not go out with the ended key.
 */
describe('a sign-out in another tab, before its message arrives here', () => {
  it('sends nothing with the key: a new read is refused as signed out', async () => {
    const network = vi.fn(async () => new Response('{"items":[]}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', network);
    const session = await import('./session');
    const { api } = await import('../client');
    session.setSession({ token: 'ccs_this_tab', baseUrl: '/api/v1', remember: false });
    await api.GET('/vpcs');
    expect(network).toHaveBeenCalledTimes(1);

    // Tab A signs out: the shared marker in localStorage moves; this tab's channel has not told it yet.
    session.markSessionsEnded();
    await expect(api.GET('/vpcs')).rejects.toMatchObject({ code: 'signed_out' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('a read already queued with the key is dropped when its turn comes, not sent', async () => {
    const network = vi.fn(async () => new Response('{"items":[]}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', network);
    const session = await import('./session');
    const { governedFetch } = await import('../governor/rate-governor');
    session.setSession({ token: 'ccs_this_tab', baseUrl: '/api/v1', remember: false });
    session.markSessionsEnded();
    const keyed = new Request('http://127.0.0.1/api/v1/vpcs', { headers: { authorization: 'Bearer ccs_this_tab' } });
    await expect(governedFetch(keyed)).rejects.toMatchObject({ name: 'AbortError' });
    expect(network).not.toHaveBeenCalled();
    // A key being checked before it becomes the session (Connect) still goes out.
    session.clearSession();
    await governedFetch(new Request('http://127.0.0.1/api/v1/api-keys', { headers: { authorization: 'Bearer ccs_candidate' } }));
    expect(network).toHaveBeenCalledTimes(1);
  });
});
