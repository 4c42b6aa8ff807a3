import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '@/api/client';
import { getSession } from '@/api/session';
import { signOut } from './sign-out';

/** Any 401 while connected signs out and returns to the connect screen, remembering the page. */
export function installUnauthorizedHandler(queryClient: QueryClient, router: AnyRouter): void {
  setUnauthorizedHandler(() => {
    if (!getSession()) return;
    const location = router.state.location;
    signOut(queryClient);
    const redirectTo = location.pathname === '/connect' ? undefined : location.href;
    void router.navigate({ to: '/connect', search: { reason: 'invalid_token', redirect: redirectTo } });
  });
}
