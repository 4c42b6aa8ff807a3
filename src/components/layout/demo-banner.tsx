import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getRuntimeConfig } from '@/api/config';
import { Button } from '@/components/ui/button';

/** Always visible in the demo build, so nobody mistakes demo data for a real account. */
function DemoBannerImpl() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (getRuntimeConfig().mode !== 'demo') return null;
  return (
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
    </div>
  );
}

// Folded at build time: the live build keeps only the empty component.
export const DemoBanner = __DEMO__ ? DemoBannerImpl : () => null;
