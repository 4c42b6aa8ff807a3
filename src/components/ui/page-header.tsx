import type { ReactNode } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { PageHeading } from './page-heading';

/** `request`: the page's own read (a detail, or a list without a shared table), as "Show the request". */
export function PageHeader({ title, description, actions, request }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; request?: AnyApiCall }) {
  return (
    <PageHeading title={title} actions={actions}>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      {request ? <ShowRequest call={request} className="mt-1" /> : null}
    </PageHeading>
  );
}
