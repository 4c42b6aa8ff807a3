import type { ReactNode } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { useDocumentTitle } from '@/lib/use-document-title';
import { UserText } from '@/components/ui/user-text';

/** `request`: the page's own read (a detail, or a list without a shared table), as "Show the request". */
export function PageHeader({ title, description, actions, request }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; request?: AnyApiCall }) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        {/* Titles are often a name someone chose: isolated and broken anywhere (UserText). */}
        <h1 className="text-xl font-semibold">{typeof title === 'string' ? <UserText>{title}</UserText> : title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        {request ? <ShowRequest call={request} className="mt-1" /> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
