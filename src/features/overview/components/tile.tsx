import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { ErrorView } from '@/components/ui/error-view';
import { cn } from '@/lib/cn';

/**
 * One overview tile. It loads and fails on its own: a failed source shows its error with a retry
 * here and nowhere else, so one tile never blanks the page.
 *
 * While loading it shows `skeleton`: the tile's own layout with placeholders for the figures, so
 * the tile has its final size from the first paint and nothing below it moves when data arrives.
 * The footer's line is kept (hidden) until the data is there for the same reason.
 */
export function Tile<T>({
  title,
  loadingLabel,
  query,
  children,
  skeleton,
  footer,
  className,
}: {
  title: string;
  /** Read out while the tile loads ("Loading instances…"). */
  loadingLabel: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeleton: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      className={cn(
        'flex min-w-0 flex-col rounded-lg border border-border bg-surface p-4',
        className,
      )}
    >
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-2 flex-1">
        {query.isPending ? (
          <>
            <span role="status" className="sr-only">
              {loadingLabel}
            </span>
            <div aria-hidden="true">{skeleton}</div>
          </>
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          children(query.data)
        )}
      </div>
      {footer ? (
        <div
          className={cn(
            'mt-3 border-t border-border pt-2 text-sm',
            !query.isSuccess && 'invisible',
          )}
          aria-hidden={!query.isSuccess}
        >
          {footer}
        </div>
      ) : null}
    </section>
  );
}

/** Stands in for a figure while it loads: one line of the surrounding text's height. */
export function Placeholder({ className }: { className?: string }) {
  return (
    <span className={cn('inline-block w-12 animate-pulse rounded bg-surface-2', className)}>
      {'\u00a0'}
    </span>
  );
}

/** A count that is also the way to the filtered list; `value` undefined shows a placeholder. */
export function StatValue({
  value,
  label,
  tone,
}: {
  value: ReactNode;
  label: string;
  tone?: 'danger' | 'warning' | 'success';
}) {
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
        {value === undefined ? <Placeholder /> : value}
      </span>
      <span className="block text-sm text-muted">{label}</span>
    </>
  );
}

/** The two-column grid of a tile's figures; its skeleton uses the same, so nothing moves. */
export const statGridClass = 'grid grid-cols-2 gap-1';

/** The figures' placeholders, one per label, in the tile's stat grid. */
export function StatSkeletons({ labels }: { labels: readonly string[] }) {
  return (
    <ul className={statGridClass}>
      {labels.map((label) => (
        <li key={label}>
          <StatSkeleton label={label} />
        </li>
      ))}
    </ul>
  );
}

/** The skeleton of a stat: the same box as the link around a real one. */
export function StatSkeleton({ label }: { label: string }) {
  return (
    <span className={cn(statLinkClass, 'hover:border-transparent hover:bg-transparent')}>
      <StatValue value={undefined} label={label} />
    </span>
  );
}

/**
 * Up to `LIST_LINES` names under the stats (keys expiring, endpoints failing). The box always holds
 * that many lines, so a tile is as tall with none as with three.
 */
export const LIST_LINES = 3;
export const listClass = 'mt-2 min-h-[4.25rem] space-y-1 px-2 text-sm';

export const statLinkClass =
  'block rounded-md border border-transparent p-2 hover:border-border hover:bg-surface-2';
export const footerLinkClass = 'text-accent underline';

/**
 * A counted tile's footer: the list's total as a link to it. An answer without its total (another
 * pagination envelope: docs/drift.md) has no footer, rather than a wrong "No backups yet" under the
 * tile's own figures. `text` is the caller's plural, so each keeps its own message.
 */
export function countFooter(
  answered: boolean,
  total: unknown,
  to: '/backups' | '/tickets',
  text: (count: number) => string,
): ReactNode {
  if (answered && typeof total !== 'number') return undefined;
  return (
    <Link to={to} className={footerLinkClass}>
      {text(typeof total === 'number' ? total : 0)}
    </Link>
  );
}

/**
 * A tile whose answer lacks what it reads (a service that drifts from the contract). The pages'
 * checks (docs/drift.md) load with their routes; the overview is the first view, so its tiles say
 * it in words here and the compatibility report says what differs.
 */
export function TileDrift({ path }: { path: string }) {
  const { t } = useLingui();
  const operation = `GET ${path}`;
  return (
    <p className="text-sm text-warning" role="status">
      {t`The service's answer to ${operation} is not in the shape this tile reads.`}{' '}
      <Link
        to="/explorer"
        search={{ view: 'compatibility' } as never}
        className="font-medium text-accent underline"
      >
        {t`Compatibility report`}
      </Link>
    </p>
  );
}
