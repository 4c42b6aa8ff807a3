import { Outlet, useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { PanelBoundary } from '@/components/ui/panel-boundary';
import { DemoBanner } from './demo-banner';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

// The wallet's runway warning loads after the shell: it is never needed for the first paint.

export function AppShell({ commands, banner }: { commands?: ReactNode; banner?: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-accent px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <DemoBanner />
      <TopBar onToggleNav={() => setNavOpen((open) => !open)} navOpen={navOpen} commands={commands} />
      <div className="flex">
        <SideNav open={navOpen} onNavigate={() => setNavOpen(false)} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 md:px-6">
          {banner}
          {/* Last line of defence: a page that throws outside its route's own error view leaves the shell usable. */}
          <PanelBoundary key={pathname}>
            <Outlet />
          </PanelBoundary>
        </main>
      </div>
    </div>
  );
}
