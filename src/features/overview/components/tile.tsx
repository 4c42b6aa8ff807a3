import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorView } from '@/components/ui/error-view';
import { Loading } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/**
 * One overview tile. It loads and fails on its own: a failed source shows its error with a retry
 * here and nowhere else, so one tile never blanks the page.
 */
export function Tile<T>({
  title,
  query,
  children,
  footer,
  className,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      className={cn('flex min-w-0 flex-col rounded-lg border border-border bg-surface p-4', className)}
    >
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-2 flex-1">
        {query.isPending ? (
          <Loading label={`Loading ${title.toLowerCase()}`} />
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          children(query.data)
        )}
      </div>
      {footer && query.isSuccess ? <div className="mt-3 border-t border-border pt-2 text-sm">{footer}</div> : null}
    </section>
  );
}

/** A count that is also the way to the filtered list. */
export function StatValue({ value, label, tone }: { value: ReactNode; label: string; tone?: 'danger' | 'warning' | 'success' }) {
  return (
    <>
      <span
        className={cn(
          'block text-2xl font-semibold tabular-nums',
          tone === 'danger' && 'text-danger',
          tone === 'warning' && 'text-warning',
          tone === 'success' && 'text-success',
        )}
      >
        {value}
      </span>
      <span className="block text-sm text-muted">{label}</span>
    </>
  );
}

export const statLinkClass = 'block rounded-md border border-transparent p-2 hover:border-border hover:bg-surface-2';
export const footerLinkClass = 'text-accent underline';
