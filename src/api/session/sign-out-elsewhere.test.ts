// @vitest-environment jsdom
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
    const network = vi.fn(
      async () =>
        new Response('{"items":[]}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
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
});
