import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { getRuntimeConfig } from '@/api/config';
import { signOut } from '@/api/sign-out';
import { Button } from '@/components/ui/button';
import { DemoWelcome } from './demo-welcome';

/** The roles a demo link can name (src/demo/link.ts), as a presenter reads them. */
const LINKS = [
  ['full', 'full key'],
  ['read', 'read-only key'],
  ['member', 'team member'],
  ['suspended', 'suspended account'],
] as const;

/** Always visible in the demo build, so nobody mistakes demo data for a real account. */
function DemoBannerImpl() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [busy, setBusy] = useState(false);
  if (getRuntimeConfig().mode !== 'demo') return null;
  return (
    <>
      <div role="note" className="flex flex-wrap items-center justify-center gap-3 bg-warning px-3 py-1.5 text-sm text-bg">
        <strong>Demo data.</strong> Everything runs in this browser; nothing reaches a real service or bills anyone.
        <Button
          size="sm"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const { resetDemo } = await import('@/demo/backend');
            await resetDemo();
            await queryClient.invalidateQueries();
            setBusy(false);
          }}
        >
          Reset demo
        </Button>
        <Button
          size="sm"
          onClick={() => {
            signOut(queryClient);
            void router.navigate({ to: '/connect' });
          }}
        >
          Connect as someone else
        </Button>
        <details className="relative">
          <summary className="cursor-pointer underline">Demo links</summary>
          <div className="z-40 mt-1 w-72 max-w-full rounded-md border border-border bg-surface p-2 text-left text-fg shadow sm:absolute sm:right-0">
            <p className="text-xs text-muted">Open this page signed in as (copy a link to prepare a tab):</p>
            <ul className="mt-1 flex flex-col gap-1">
              {LINKS.map(([role, label]) => (
                <li key={role}>
                  <a className="text-accent underline" href={`/?demo-as=${role}&demo-page=${encodeURIComponent(pathname)}`}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </details>
      </div>
      <DemoWelcome />
    </>
  );
}

// Folded at build time: the live build keeps only the empty component.
export const DemoBanner = __DEMO__ ? DemoBannerImpl : () => null;
