import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/api/session';
import { connectSearchSchema } from '@/features/session/connect-search';
import { ConnectPage } from '@/features/session/connect-page';

export const Route = createFileRoute('/connect')({
  validateSearch: connectSearchSchema,
  beforeLoad: ({ search }) => {
    if (getSession()) throw redirect({ to: search.redirect ?? '/' });
  },
  component: ConnectPage,
});
