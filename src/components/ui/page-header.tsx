import { lazy, Suspense, type ReactNode } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { UserText } from './user-text';

// "Updated 40 s ago · Refresh" loads just after the page, as the top bar's count does: at the first
// paint the page's reads are on their way, so its line has nothing to say yet. Its slot is the
// line's own height (min-h-6), so nothing moves when it comes.
const Freshness = lazy(() => import('./freshness').then((m) => ({ default: m.Freshness })));

/**
 * A page's heading row (its h1 and actions), the same while the page loads (RoutePending), fails
 * (RouteError) and shows (inside PageHeader, which adds the description, freshness and "Show the
 * request"), so nothing moves between them.
 */
export function HeadingRow({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        {/* Titles are often a name someone chose: isolated and broken anywhere (UserText). */}
        <h1 className="text-xl font-semibold">
          {typeof title === 'string' ? <UserText>{title}</UserText> : title}
        </h1>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * A page's header: its heading row, then the description and, under it, "Updated 40 s ago · Refresh" (Freshness) for the page's reads, on a line
 * kept from the first render; `freshness={false}` leaves it out on a page that reads nothing (a form).
 * `request`: the page's own read (a detail, or a list without a shared table), as "Show the request".
 */
export function PageHeader({
  title,
  description,
  actions,
  request,
  freshness = true,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  request?: AnyApiCall;
  freshness?: boolean;
}) {
  return (
    <HeadingRow title={title} actions={actions}>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      {freshness ? (
        <Suspense fallback={<div className="mt-1 min-h-6" />}>
          <Freshness className="mt-1" />
        </Suspense>
      ) : null}
      {request ? <ShowRequest call={request} className="mt-1" /> : null}
    </HeadingRow>
  );
}
