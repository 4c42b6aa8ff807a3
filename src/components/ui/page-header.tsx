import type { ReactNode } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { Freshness } from './freshness';
import { HeadingRow } from './heading-row';

/**
 * `request`: the page's own read (a detail, or a list without a shared table), as "Show the request".
 * Under the description, "Updated 40 s ago · Refresh" (Freshness) for the page's reads, on a line
 * kept from the first render; `freshness={false}` leaves it out on a page that reads nothing (a form).
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
      {freshness ? <Freshness className="mt-1" /> : null}
      {request ? <ShowRequest call={request} className="mt-1" /> : null}
    </HeadingRow>
  );
}
