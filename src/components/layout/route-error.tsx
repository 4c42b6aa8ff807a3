import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorView } from '@/components/ui/error-view';

/** Route-level error: explains, and retries by reloading the route's data. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return <ErrorView error={error} onRetry={() => void router.invalidate()} className="my-4" />;
}
