import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { getRuntimeConfig, docsUrl } from '@/api/config';
import { getSession } from '@/api/session';
import { Button } from '@/components/ui/button';
import { signOut } from '@/features/session/sign-out';
import { useIdentity } from '@/features/session/use-identity';
import { BudgetMeter } from './budget-meter';
import { ThemeToggle } from './theme-toggle';
import { GlobalCommands } from '@/features/shortcuts/components/global-commands';

export function TopBar({ onToggleNav, navOpen }: { onToggleNav: () => void; navOpen: boolean }) {
  const { data: identity } = useIdentity();
  const queryClient = useQueryClient();
  const router = useRouter();
  const docs = docsUrl(getSession()?.baseUrl ?? getRuntimeConfig().apiBaseUrl);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-surface px-3 md:px-4">
      <Button
        variant="ghost"
        size="sm"
        className="md:hidden"
        aria-expanded={navOpen}
        aria-controls="side-nav"
        onClick={onToggleNav}
      >
        <span aria-hidden="true">☰</span>
        <span className="sr-only">Menu</span>
      </Button>
      <Link to="/" className="truncate font-semibold whitespace-nowrap lg:shrink-0">
        Cloud Console
      </Link>
      {/* Grows to fill rather than being pushed right by a margin: when the identity arrives, the
          controls keep their place instead of the whole group moving (no layout shift). */}
      <div className="flex min-w-0 flex-auto items-center justify-end gap-1.5 text-sm whitespace-nowrap sm:gap-2">
        {identity ? (
          <span className="hidden min-w-0 truncate text-muted lg:inline" data-testid="session-identity">
            {identity.accountName} · key <strong className="text-fg">{identity.keyName ?? 'unknown key'}</strong>{' '}
            <span className="rounded border border-border px-1.5 py-0.5 text-xs">{identity.scope === 'unknown' ? 'scope unknown' : identity.scope}</span>
          </span>
        ) : null}
        <BudgetMeter />
        <a className="hidden text-accent underline 2xl:inline" href={docs} target="_blank" rel="noreferrer noopener">
          Docs
        </a>
        <a className="hidden text-accent underline 2xl:inline" href={`${docs}/api`} target="_blank" rel="noreferrer noopener">
          API reference
        </a>
        <GlobalCommands />
        <ThemeToggle />
        <Button
          size="sm"
          onClick={() => {
            signOut(queryClient);
            void router.navigate({ to: '/connect', search: { reason: 'signed_out' } });
          }}
        >
          Sign out
        </Button>
      </div>
    </header>
  );
}
