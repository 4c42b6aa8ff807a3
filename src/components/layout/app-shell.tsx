import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { DemoBanner } from './demo-banner';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

export function AppShell() {
  const [navOpen, setNavOpen] = useState(false);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-accent px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <DemoBanner />
      <TopBar onToggleNav={() => setNavOpen((open) => !open)} navOpen={navOpen} />
      <div className="flex">
        <SideNav open={navOpen} onNavigate={() => setNavOpen(false)} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 md:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
