import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { UserText } from '@/components/ui/user-text';

export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        {/* Titles are often a name someone chose: isolated and broken anywhere (UserText). */}
        <h1 className="text-xl font-semibold">{typeof title === 'string' ? <UserText>{title}</UserText> : title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
