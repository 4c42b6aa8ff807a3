// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.doUnmock('@/api/session/load-session-channel');
  vi.resetModules();
});

/**
 * A tab's channel to the others is a chunk of its own, loaded beside the first view. A sign-out in
 * another tab before it is there was not heard (the team suite on a busy machine: the second tab
 * stayed signed in); once it is, the browser's count of sign-outs says what happened.
 */
describe('a sign-out in another tab while this tab’s channel was still loading', () => {
  async function tabWithSlowChannel() {
    let channelArrives: (channel: unknown) => void = () => {};
    vi.doMock('@/api/session/load-session-channel', () => ({
      loadSessionChannel: () => new Promise((resolve) => (channelArrives = resolve)),
    }));
    const session = await import('@/api/session/session');
    const { installUnauthorizedHandler } = await import('./unauthorized');
    const { QueryClient } = await import('@tanstack/react-query');
    const navigate = vi.fn(async () => undefined);
    const router = {
      state: { location: { pathname: '/vpcs', href: '/vpcs', search: {} } },
      navigate,
    };
    return {
      session,
      navigate,
      start: () => installUnauthorizedHandler(new QueryClient(), router as never),
      channelArrives: () =>
        channelArrives({ holdSessionLock: () => undefined, listenToOtherTabs: () => undefined }),
    };
  }

  it('a key session is ended here once the channel is there, and the tab goes to connect', async () => {
    const tab = await tabWithSlowChannel();
    tab.session.setSession({ token: 'ccs_this_tab', baseUrl: '/api/v1', remember: false });
    tab.start();
    tab.session.markSessionsEnded();
    expect(tab.navigate).not.toHaveBeenCalled();
    tab.channelArrives();
    await vi.waitFor(() =>
      expect(tab.navigate).toHaveBeenCalledWith(
        expect.objectContaining({
          to: '/connect',
          search: expect.objectContaining({ reason: 'signed_out' }),
        }),
      ),
    );
    expect(tab.session.getSession()).toBeNull();
  });

  it('behind a team’s proxy the tab leaves for the signed-out page; without a sign-out it stays', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const tab = await tabWithSlowChannel();
    tab.session.startProxySession('/api/v1');
    tab.start();
    tab.channelArrives();
    await Promise.resolve();
    await Promise.resolve();
    expect(replace).not.toHaveBeenCalled();

    // Another tab, loaded afresh, whose channel arrives after a sign-out.
    vi.resetModules();
    const later = await tabWithSlowChannel();
    later.session.startProxySession('/api/v1');
    later.start();
    later.session.markSessionsEnded();
    later.channelArrives();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/auth/signed-out.html'));
  });
});
