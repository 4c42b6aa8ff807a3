import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '@/api/client';
import { getSession, sessionEndedElsewhere, setSession } from '@/api/session/session';
import { signOut, type SignOutReason } from '@/api/session/sign-out';
import { loadSessionChannel } from '@/api/session/load-session-channel';
import { SIGNED_OUT_PAGE } from '@/api/session/sso-session';

function toConnect(router: AnyRouter, reason: SignOutReason): void {
  const location = router.state.location;
  const redirectTo = location.pathname === '/connect' ? undefined : location.href;
  void router.navigate({ to: '/connect', search: { reason, redirect: redirectTo } });
}

/**
 * Any 401 while connected signs out every tab and returns to the connect screen, remembering the
 * page. Another tab's sign-out, 401 or revoke does the same here; another tab's connect or key
 * switch is taken over, so every tab acts with one key. The tabs' channel is a chunk of its own
 * fetched beside the first view's (nothing on screen needs it), so it is not parsed with the entry.
 */
export function installUnauthorizedHandler(queryClient: QueryClient, router: AnyRouter): void {
  /** The person signed out in another tab: this one's page must not stay. */
  const endHere = (reason: SignOutReason) => {
    // Behind a team's proxy the front's session is gone too: not even Back brings the page back.
    if (getSession()?.proxy) return window.location.replace(SIGNED_OUT_PAGE);
    if (!getSession()) return;
    signOut(queryClient, reason, false);
    toConnect(router, reason);
  };
  // A page restored by Back from the browser's cache keeps its memory: if the person signed out
  // meanwhile, it forgets the key like any other tab.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && sessionEndedElsewhere()) endHere('signed_out');
  });
  setUnauthorizedHandler(() => {
    // Behind a team's proxy a 401 from the service means the team's key was refused (revoked, or
    // the account locked): signing this person out would not help; the page says what happened.
    const session = getSession();
    if (!session || session.proxy) return;
    signOut(queryClient, 'invalid_token');
    toConnect(router, 'invalid_token');
  });
  void loadSessionChannel().then((channel) => {
    if (!channel) return;
    channel.holdSessionLock();
    channel.listenToOtherTabs({
      onEnd: endHere,
      onSet(session, sameAccount) {
        const current = getSession();
        if (current?.proxy) return;
        if (current?.token === session.token) return;
        setSession(session);
        if (!sameAccount) queryClient.clear();
        const location = router.state.location;
        if (location.pathname === '/connect') {
          const redirect = (location.search as { redirect?: string }).redirect;
          void router.navigate({ to: redirect ?? '/' });
        }
      },
    });
    // A sign-out in another tab while this tab's channel was still loading was not heard (a busy
    // machine: the second tab showed its page, the first signed out, the second stayed signed in):
    // the browser's count of sign-outs says it happened.
    if (sessionEndedElsewhere()) endHere('signed_out');
  });
}
