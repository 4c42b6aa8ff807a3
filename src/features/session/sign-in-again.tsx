import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '@/api/config';
import { identityKey } from '@/api/identity/identity';
import { fetchPerson } from '@/api/session/proxy-identity';
import { setSignInNeeded, SIGNED_IN_CHANNEL } from '@/api/session/sso-session';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Behind a team's proxy, the company sign-in in front of the console has ended under this page.
 * The page stays as it is, forms and all: the person signs in again in a small window (the
 * front's own pages, then public/auth/signed-in.html, which tells every tab and closes), and the
 * reads that failed meanwhile are fetched again. A write that failed was never sent: the person
 * presses its button again.
 */
export function SignInAgain() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [checking, setChecking] = useState(false);
  const [stillOut, setStillOut] = useState(false);
  const signInButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(SIGNED_IN_CHANNEL);
    channel.onmessage = () => resume();
    return () => channel.close();
    // resume only reads stable values
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function resume() {
    setSignInNeeded(false);
    void queryClient.invalidateQueries({ queryKey: identityKey });
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
  }

  async function check() {
    setChecking(true);
    try {
      await fetchPerson();
      resume();
    } catch {
      setStillOut(true);
    } finally {
      setChecking(false);
    }
  }

  function openSignIn() {
    setOpened(true);
    setStillOut(false);
    // A window of its own, opened by this press (no pop-up blocker stops it); if one does, a tab.
    const features = 'popup,width=520,height=680';
    if (!window.open(getRuntimeConfig().proxy.signInUrl, 'cc-sign-in', features))
      window.open(getRuntimeConfig().proxy.signInUrl, '_blank');
  }

  return (
    <Dialog
      open
      // Closing it keeps the page as it is; the next refused request asks again.
      onOpenChange={(open) => {
        if (!open) setSignInNeeded(false);
      }}
      title={t`Your sign-in has ended`}
      description={t`The company sign-in in front of this console has expired. Nothing was sent to the service. Sign in again in a small window: this page and what you typed stay as they are.`}
      initialFocus={() => signInButton.current}
    >
      <div className="flex flex-col gap-3">
        {stillOut ? (
          <p role="status" className="text-sm">
            {t`Not signed in yet. Finish signing in in the other window, then check again.`}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {opened ? (
            <Button variant="secondary" disabled={checking} onClick={() => void check()}>
              {checking ? t`Checking…` : t`I have signed in`}
            </Button>
          ) : null}
          <Button ref={signInButton} variant="primary" onClick={openSignIn}>
            {t`Sign in again`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
