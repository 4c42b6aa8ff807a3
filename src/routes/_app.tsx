import { createFileRoute, redirect } from '@tanstack/react-router';
import { Activity, lazy, Suspense, useSyncExternalStore } from 'react';
import { isSignInNeeded, subscribeSignInNeeded } from '@/api/session/sso-session';
import { getSession } from '@/api/session/session';
import { sessionEndReason } from '@/api/session/sign-out';
import { isNoConsoleRole } from '@/api/identity/identity';
import { useIdentity } from '@/api/identity/use-identity';
import { AppShell } from '@/components/layout/app-shell';
import { DemoBanner } from '@/demo/banner';
import { GlobalCommands } from '@/features/shortcuts/components/global-commands';

// Loaded on first use: the palette is not needed to show the first page.
// The wallet's runway warning loads after the shell: it is never needed for the first paint.
const RunwayBanner = lazy(() =>
  import('@/features/wallet/components/runway-banner').then((m) => ({ default: m.RunwayBanner })),
);
// What needs attention loads after the shell too: what feeds its count starts when the browser is
// first idle (the paced looks, the cache's answers), so the first paint has nothing to show in it.
// Its slot keeps the button's size meanwhile, so the top bar does not move when it comes.
const attentionParts = () => import('@/features/attention/components/attention-button');
const AttentionButton = lazy(() => attentionParts().then((m) => ({ default: m.AttentionButton })));
const AttentionMenuLink = lazy(() =>
  attentionParts().then((m) => ({ default: m.AttentionMenuLink })),
);
// Behind a team's proxy only, and only once the SSO front's sign-in has ended under the page.
const SignInAgain = lazy(() =>
  import('@/features/session/sign-in-again').then((m) => ({ default: m.SignInAgain })),
);
// Behind a team's proxy only: a person signed in whom no group gives a role here.
const NoConsoleRole = lazy(() =>
  import('@/features/session/no-console-role').then((m) => ({ default: m.NoConsoleRole })),
);
const CommandPalette = lazy(() =>
  import('@/features/palette/components/command-palette').then((m) => ({
    default: m.CommandPalette,
  })),
);

/** The shell is shared code; the route composes it with the app-wide features. */
function SignedInShell() {
  const signInNeeded = useSyncExternalStore(subscribeSignInNeeded, isSignInNeeded);
  const identity = useIdentity();
  const noRole = identity.isError && isNoConsoleRole(identity.error);
  const noAccess = noRole ? (
    <Suspense fallback={null}>
      <NoConsoleRole />
    </Suspense>
  ) : null;
  // No role since this page loaded: that page alone.
  if (noRole && identity.data === undefined) return noAccess;
  // A role taken away under an open page (someone writing a ticket when an admin changed their
  // groups) hides that page rather than dropping it: a draft is still there, as typed, when the
  // role comes back and Check again is pressed. Hidden, its effects are stopped (React's
  // Activity): its queries unsubscribe, so a list that polls (servers being provisioned) rests
  // until the page shows again.
  return (
    <>
      {noAccess}
      <Activity mode={noRole ? 'hidden' : 'visible'}>
        <Shell signInNeeded={signInNeeded} />
      </Activity>
    </>
  );
}

function Shell({ signInNeeded }: { signInNeeded: boolean }) {
  return (
    <>
      {signInNeeded ? (
        <Suspense fallback={null}>
          <SignInAgain />
        </Suspense>
      ) : null}
      <AppShell
        above={<DemoBanner />}
        commands={<GlobalCommands CommandPalette={CommandPalette} />}
        attention={
          <Suspense
            fallback={
              <span aria-hidden="true" className="hidden h-7 w-10 shrink-0 2xl:inline-block" />
            }
          >
            <AttentionButton />
          </Suspense>
        }
        menuAttention={(onNavigate) => (
          <Suspense fallback={null}>
            <AttentionMenuLink onNavigate={onNavigate} />
          </Suspense>
        )}
        banner={
          <Suspense fallback={null}>
            <RunwayBanner />
          </Suspense>
        }
      />
    </>
  );
}

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    // A session that has just ended here (a 401 met while a link was pressed) keeps its reason.
    if (!getSession())
      throw redirect({
        to: '/connect',
        search: { redirect: location.href, reason: sessionEndReason() },
      });
  },
  component: SignedInShell,
});
