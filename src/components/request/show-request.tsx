/**
 * "Show the request": a disclosure under any list, detail or write that reveals the exact HTTP
 * request of the page's own ApiCall (the one it sends) as curl, HTTPie, fetch and Python, with a
 * copy button and a link to the operation in the API reference. The shared tables, ActionDialog
 * and PageHeader take a `request` prop and render it; forms render it directly.
 *
 *   <ShowRequest call={createVolumeCall(values)} />
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { cn } from '@/lib/cn';

// The panel and its snippet builders load on first use, not with every page.
const RequestPanel = lazy(() =>
  import('./request-panel').then((module) => ({ default: module.RequestPanel })),
);

export function ShowRequest({
  call,
  note,
  label,
  className,
}: {
  call: AnyApiCall;
  note?: string | undefined;
  label?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={cn('text-sm', className)}>
      <button
        type="button"
        className="inline-flex items-center gap-1 text-accent underline-offset-2 hover:underline"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block transition-transform', open && 'rotate-90')}
        >
          ▸
        </span>
        {label ?? t`Show the request`}
      </button>
      {open ? (
        <Suspense fallback={<p className="mt-2 text-xs text-muted">{t`Loading…`}</p>}>
          <RequestPanel call={call} id={id} note={note} />
        </Suspense>
      ) : null}
    </div>
  );
}
