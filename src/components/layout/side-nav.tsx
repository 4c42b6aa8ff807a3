import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { currentServiceDocs } from '@/api/service-docs';
import { useIdentity } from '@/api/identity/use-identity';
import { cn } from '@/lib/cn';
import { LiveStatusSlot } from './live-status-slot';
import { NAV_ITEMS } from './nav-items';
import { PresentationSwitch } from './presentation-switch';
import { ThemeToggle } from './theme-toggle';

/** `attention`: below 2xl, the line of what needs attention (the top bar has no room for its count). */
export function SideNav({
  open,
  onNavigate,
  attention,
}: {
  open: boolean;
  onNavigate: () => void;
  attention?: (onNavigate: () => void) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const docs = currentServiceDocs();
  // Behind a team's proxy, admins read who did what (the proxy's audit log).
  const admin = useIdentity().data?.person?.role === 'admin';
  return (
    <nav
      id="side-nav"
      aria-label={t`Resources`}
      className={cn(
        // From md up the column's white runs the whole height of the page beside it (the shell's row
        // stretches it); its links stay in view in the sticky part inside. A sticky nav one screen
        // high left the page's grey under it below the first screen on a long page.
        'w-52 shrink-0 border-e border-border bg-surface md:block',
        // Open on a phone: from under the top bar to the bottom of the screen (inset-y-14 stopped it
        // 56 px short, with the page showing through below it).
        open
          ? 'fixed top-14 bottom-0 start-0 z-30 block overflow-y-auto overscroll-contain'
          : 'hidden',
      )}
    >
      <div className="md:sticky md:top-14 md:max-h-[calc(100vh-3.5rem)] md:overflow-y-auto">
        <ul className="flex flex-col gap-0.5 p-2">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                activeOptions={{ exact: item.to === '/' }}
                className="block rounded-md px-3 py-2 text-sm text-fg hover:bg-surface-2"
                activeProps={{
                  className: 'bg-surface-2 font-semibold text-accent',
                  'aria-current': 'page',
                }}
              >
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
          {admin ? (
            <li>
              <Link
                to="/activity"
                onClick={onNavigate}
                className="block rounded-md px-3 py-2 text-sm text-fg hover:bg-surface-2"
                activeProps={{
                  className: 'bg-surface-2 font-semibold text-accent',
                  'aria-current': 'page',
                }}
              >
                {t`Activity`}
              </Link>
            </li>
          ) : null}
        </ul>
        <ul className="mt-2 flex flex-col gap-0.5 border-t border-border p-2 text-sm">
          <li>
            <PresentationSwitch />
          </li>
        </ul>
        {attention ? (
          <ul className="flex flex-col gap-0.5 border-t border-border p-2 text-sm 2xl:hidden">
            <li>{attention(onNavigate)}</li>
            <li>
              <LiveStatusSlot where="nav" />
            </li>
          </ul>
        ) : null}
        <ul className="flex flex-col gap-0.5 border-t border-border p-2 text-sm sm:hidden">
          <li>
            <Link
              to="/preferences"
              onClick={onNavigate}
              className="block rounded-md px-3 py-2 text-fg hover:bg-surface-2"
              activeProps={{ 'aria-current': 'page' }}
            >
              {t`Preferences`}
            </Link>
          </li>
          <li>
            <ThemeToggle variant="menu" />
          </li>
        </ul>
        {docs ? (
          <ul className="mt-2 flex flex-col gap-0.5 border-t border-border p-2 text-sm 2xl:hidden">
            <li>
              <a
                className="block rounded-md px-3 py-2 text-accent underline"
                href={docs.guide}
                target="_blank"
                rel="noreferrer noopener"
              >
                {t`Service docs`}
              </a>
            </li>
            <li>
              <a
                className="block rounded-md px-3 py-2 text-accent underline"
                href={docs.api}
                target="_blank"
                rel="noreferrer noopener"
              >
                {t`API reference`}
              </a>
            </li>
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
