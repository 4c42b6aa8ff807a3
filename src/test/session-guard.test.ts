// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/api/session/session';
import { signOut } from '@/api/session/sign-out';
import { Route } from '@/routes/_app';

afterEach(() => clearSession());

describe('the shell’s guard after a session ends here', () => {
  it('sends a page asked for after a refused key to connect with the reason', () => {
    const guard = () => {
      try {
        (Route.options.beforeLoad as (context: unknown) => void)({
          location: { href: '/instances' },
        });
      } catch (thrown) {
        return (thrown as { options: { to: string; search: Record<string, unknown> } }).options;
      }
      return undefined;
    };
    setSession({ token: 'ccs_abc', baseUrl: '/api/v1', remember: false });
    expect(guard()).toBeUndefined();
    // The key refused while a link was pressed: the link's navigation meets the guard first.
    signOut(new QueryClient(), 'invalid_token', false);
    expect(guard()).toMatchObject({
      to: '/connect',
      search: { redirect: '/instances', reason: 'invalid_token' },
    });
    // Connected again, the reason is gone with the new session's guard passing.
    setSession({ token: 'ccs_def', baseUrl: '/api/v1', remember: false });
    expect(guard()).toBeUndefined();
  }, 60_000);
});
