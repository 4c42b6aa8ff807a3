import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { UserText } from '@/components/ui/user-text';

/**
 * A page's heading row (its h1 and actions), the same while the page loads (RoutePending), fails
 * (RouteError) and shows (inside PageHeader, which adds the description, freshness and "Show the
 * request"), so nothing moves between them. Kept apart from PageHeader so the entry, which needs
 * only the row, does not carry "Show the request"; the pages bring PageHeader.
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
