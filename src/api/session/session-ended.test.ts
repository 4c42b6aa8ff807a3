// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

/** A fresh page load of the session module, over the storage as it is now. */
const load = async () => import('./session');

describe('a session kept by a tab that was elsewhere when the person signed out (F1)', () => {
  it('is forgotten when that tab loads the console again', async () => {
    const tabB = await load();
    tabB.setSession({ token: 'ccs_kept_in_b', baseUrl: '/api/v1', remember: false });
    expect(sessionStorage.getItem('cc.session')).toContain('ccs_kept_in_b');

    // Tab A signs out (same origin, shared localStorage) while B shows another site.
    vi.resetModules();
    const tabA = await load();
    tabA.markSessionsEnded();

    // B comes back (Back or a reload): a new page load over B's sessionStorage.
    vi.resetModules();
    const backInB = await load();
    expect(backInB.getSession()).toBeNull();
    expect(sessionStorage.getItem('cc.session')).toBeNull();
  });

  it('a page restored from the browser’s cache with the key in memory knows it was ended', async () => {
    const tab = await load();
    tab.setSession({ token: 'ccs_in_memory', baseUrl: '/api/v1', remember: false });
    expect(tab.sessionEndedElsewhere()).toBe(false);
    tab.markSessionsEnded();
    expect(tab.sessionEndedElsewhere()).toBe(true);
  });

  it('a session connected after the sign-out stays', async () => {
    const tab = await load();
    tab.markSessionsEnded();
    tab.setSession({ token: 'ccs_new', baseUrl: '/api/v1', remember: true });
    vi.resetModules();
    expect((await load()).getSession()?.token).toBe('ccs_new');
  });
});
