import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/api/session';
import { AppShell } from '@/components/layout/app-shell';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getSession()) throw redirect({ to: '/connect', search: { redirect: location.href } });
  },
  component: AppShell,
});
