// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { governedFetch, getGovernorSnapshot } from '@/api/governor/rate-governor';
import { clearSession, getSession, setSession } from './session';
import { signOut } from './sign-out';

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('signOut', () => {
  it('forgets the key, and the governor’s pause and stored window with it (F2)', async () => {
    setSession({ token: 'ccs_abc', baseUrl: '/api/v1', remember: true });
    // A 429 with a pause, as the service would answer: the governor keeps it and stores its window.
    // The governor holds the read and would send it again after the pause.
    const originalFetch = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response('{}', {
        status: 429,
        headers: {
          'retry-after': '30',
          'x-ratelimit-limit': '100',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': '30',
        },
      });
    const held = governedFetch(new Request('http://console.test/api/v1/instances')).then(
      () => 'sent',
      (error: unknown) => (error as { name?: string } | undefined)?.name ?? 'failed',
    );
    await vi.waitFor(() => expect(getGovernorSnapshot().pausedUntil).not.toBeNull());
    globalThis.fetch = originalFetch;
    expect(localStorage.getItem('cc.governor.window')).not.toBeNull();

    signOut(new QueryClient(), 'signed_out', false);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('cc.session')).toBeNull();
    expect(localStorage.getItem('cc.governor.window')).toBeNull();
    expect(getGovernorSnapshot().pausedUntil).toBeNull();
    // The held read is dropped, never sent again without a key (F3).
    expect(await held).toBe('AbortError');
  });
});
