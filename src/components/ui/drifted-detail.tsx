import type { LinkProps } from '@tanstack/react-router';
import type { AnyApiCall } from '@/api/api-call';
import type { Read } from '@/api/reads/read-check';
import { BackLink } from './back-link';
import { PageHeader } from './page-header';
import { ReadDriftNotice } from './read-drift-notice';

/**
 * A detail page whose answer lacks what its fields read (docs/drift.md): the way back to its list,
 * the resource's ID as the heading, what it is, "Show the request", and in the fields' place what
 * the service sent differently.
 */
export function DriftedDetail({
  back,
  backLabel,
  id,
  what,
  request,
  read,
}: {
  back: LinkProps['to'];
  backLabel: string;
  id: string;
  /** What the resource is ("Volume"), under the heading. */
  what: string;
  request: AnyApiCall;
  read: Extract<Read<unknown>, { ok: false }>;
}) {
  return (
    <>
      <BackLink to={back} label={backLabel} />
      <PageHeader title={id} description={what} request={request} />
      <ReadDriftNotice read={read} className="mb-4" />
    </>
  );
}
