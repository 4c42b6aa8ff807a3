import type { QueryClient } from '@tanstack/react-query';
import { clearSession, getSession, markSessionsEnded } from '@/api/session/session';
import type { EndReason } from '@/api/session/session-channel';
import { loadSessionChannel } from '@/api/session/load-session-channel';
import { clearGovernorWindow } from '@/api/governor/rate-governor';

export type SignOutReason = EndReason;

/** Why this tab's session last ended, for a navigation that finds no session afterwards. */
let endedFor: SignOutReason | undefined;

/**
 * The reason this tab's session ended, while it has none: a link pressed as a 401 ends the session
 * is sent to the connect screen by the shell's guard, not by the 401's own navigation, and must say
 * why too. Undefined in a tab that has not had a session.
 */
export function sessionEndReason(): SignOutReason | undefined {
  return getSession() ? undefined : endedFor;
}

/**
 * Forgets the key and every cached answer, in this tab and, unless another tab told us to,
 * in every other open tab of the console. Behind a team's proxy the session is the SSO front's:
 * this tab then goes to the front's sign-out (which ends it there and at the provider) once the
 * other tabs have been told, or, when the provider does not answer, to the front's own sign-out. Returns whether it is leaving the page so (the caller then does not
 * navigate).
 */
export function signOut(
  queryClient: QueryClient,
  reason: SignOutReason = 'signed_out',
  announce = true,
): boolean {
  const proxy = getSession()?.proxy === true;
  endedFor = reason;
  // The tab that ends the session marks it ended for every tab, also those not running now.
  if (announce) markSessionsEnded();
  clearSession();
  queryClient.cancelQueries();
  // Pauses and the stored window end with the session; reads still waiting are dropped, not sent
  // without a key.
  clearGovernorWindow();
  queryClient.clear();
  // The channel's code is usually loaded by now (after the first view); if not, this fetches it.
  const told = announce
    ? loadSessionChannel().then((channel) => channel?.announceEnd(reason))
    : Promise.resolve();
  if (proxy) void told.finally(() => import('./proxy-sign-out').then((m) => m.leaveForSignOut()));
  return proxy;
}
