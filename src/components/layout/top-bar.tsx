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
      <div className="ml-auto flex min-w-0 items-center gap-1.5 text-sm whitespace-nowrap sm:gap-2">
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
        {/* On a phone the bar is full: Preferences is in the menu (side nav) there. */}
        <Link to="/preferences" className="hidden rounded-md px-1.5 py-1 text-muted hover:bg-surface-2 hover:text-fg sm:inline-flex" aria-label="Preferences" title="Preferences">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-none stroke-current" strokeWidth="1.6">
            <circle cx="10" cy="10" r="2.6" />
            <path d="M10 2.5v2.2M10 15.3v2.2M2.5 10h2.2M15.3 10h2.2M4.7 4.7l1.6 1.6M13.7 13.7l1.6 1.6M4.7 15.3l1.6-1.6M13.7 6.3l1.6-1.6" />
          </svg>
        </Link>
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
