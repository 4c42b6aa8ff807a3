import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PanelBoundary } from '@/components/ui/panel-boundary';
import { usePresenting } from '@/lib/presentation/presentation';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

// The wallet's runway warning loads after the shell: it is never needed for the first paint.

/**
 * `above`: what stands over the top bar (the demo's banner, composed by the route); `commands`: the
 * top bar's palette and shortcuts; `attention`: the top bar's count of what needs attention; `banner`: what heads every page (the wallet's runway warning).
 */
export function AppShell({
  above,
  commands,
  attention,
  menuAttention,
  banner,
}: {
  above?: ReactNode;
  commands?: ReactNode;
  attention?: ReactNode;
  /** Below 2xl, the side nav's line of what needs attention, where the top bar has no room for the count. */
  menuAttention?: (onNavigate: () => void) => ReactNode;
  banner?: ReactNode;
}) {
  const { t } = useLingui();
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  /** Closes the phone menu from the backdrop or Escape: the focus goes back to the Menu button. */
  const dismissNav = useCallback(() => {
    setNavOpen(false);
    menuButton.current?.focus();
  }, []);
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened over the menu (the palette) takes its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (
        event.target instanceof Element &&
        event.target.closest('[role="dialog"], [role="alertdialog"]')
      )
        return;
      dismissNav();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen, dismissNav]);
  const pathname = useLocation({ select: (location) => location.pathname });
  // Presentation mode switched: the page renders again from its cached data, so every value the
  // formatters mask (amounts in tiles, tables, charts) follows at once.
  const presenting = usePresenting();
  return (
    // A column at least one screen high: the row under the top bar takes what is left, so the side
    // navigation's white reaches the bottom of the screen on a short page and of the page on a long one.
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-accent px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t`Skip to content`}
      </a>
      {above}
      <TopBar
        onToggleNav={() => setNavOpen((open) => !open)}
        navOpen={navOpen}
        menuButtonRef={menuButton}
        commands={commands}
        attention={attention}
      />
      <div className="flex flex-1">
        {navOpen ? (
          // Dims the page under the open phone menu and closes it when pressed. Pointer-only: the
          // keyboard has Escape and the Menu button.
          <div
            data-testid="nav-backdrop"
            aria-hidden="true"
            className="fixed inset-x-0 top-14 bottom-0 z-20 bg-black/50 md:hidden"
            onClick={dismissNav}
          />
        ) : null}
        <SideNav open={navOpen} onNavigate={() => setNavOpen(false)} attention={menuAttention} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 md:px-6">
          {banner}
          {/* Last line of defence: a page that throws outside its route's own error view leaves the shell usable. */}
          <PanelBoundary key={`${pathname} ${presenting}`}>
            <Outlet />
          </PanelBoundary>
        </main>
      </div>
    </div>
  );
}
