import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { identityKey } from '@/api/identity/identity';
import { signOut } from '@/api/session/sign-out';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

/**
 * Behind a team's proxy, a person signed in whose groups give no role here (never given one, or
 * removed from the console's groups while signed in): one page that says so, with Sign out and a
 * check again for someone just added, instead of the whole console refusing on every page.
 */
export function NoConsoleRole() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  useDocumentTitle(t`No access to this console`);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-xl font-semibold">{t`No access to this console`}</h1>
      <p className="mt-3 text-sm">
        {t`You are signed in with the company sign-in, but none of your groups may use this console (or they no longer may). Nothing of the service is shown to you.`}
      </p>
      <p className="mt-2 text-sm text-muted">
        {t`Ask an admin to add you to the console’s admin or viewer group, then check again; or sign out and sign in as someone else.`}
      </p>
      <p className="mt-1 text-xs text-muted">{t`Code: 403 no_console_role`}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="primary" onClick={() => signOut(queryClient)}>
          {t`Sign out`}
        </Button>
        <Button
          onClick={() => void queryClient.refetchQueries({ queryKey: identityKey })}
        >{t`Check again`}</Button>
      </div>
    </main>
  );
}
