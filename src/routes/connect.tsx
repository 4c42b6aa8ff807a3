import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/api/session/session';
import { connectSearchSchema } from '@/features/session/connect-search';
import { ConnectPage } from '@/features/session/connect-page';
import { DemoBanner } from '@/demo/banner';

export const Route = createFileRoute('/connect')({
  validateSearch: connectSearchSchema,
  beforeLoad: ({ search }) => {
    if (getSession()) throw redirect({ to: search.redirect ?? '/' });
  },
  // Folded at build time: the live build renders the page alone.
  component: __DEMO__ ? DemoConnect : ConnectPage,
});

/** The demo's banner stays on the connect screen too: a scenario can end there (the zero-balance lock). */
function DemoConnect() {
  return (
    <>
      <DemoBanner />
      <ConnectPage />
    </>
  );
}
