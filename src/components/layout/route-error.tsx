import { useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorView } from '@/components/ui/error-view';
import { HeadingRow } from '@/components/ui/page-header';
import { pageTitle } from './nav-items';

/**
 * Route-level error: the page keeps its heading (so the user still knows where they are), says what
 * failed in words, and retries by reloading the route's data.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <>
      <HeadingRow title={pageTitle(pathname) ?? t`This page could not load`} />
      <ErrorView error={error} onRetry={() => void router.invalidate()} className="my-4" />
    </>
  );
}
