import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyText } from '@/components/ui/copy-text';
import { formatDateTime } from '@/lib/format';
import type { Delivery } from '../queries';
import { CopyButton } from '@/components/ui/copy-button';

const MAX_ATTEMPTS = 6;

export function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <>
      <tr className="border-b border-border align-top">
        <td className="px-3 py-2 whitespace-nowrap">
          <time dateTime={delivery.createdAt} title={delivery.createdAt}>
            {formatDateTime(delivery.createdAt)}
          </time>
        </td>
        <td className="px-3 py-2">
          <code className="text-xs">{delivery.event}</code>
        </td>
        <td className="px-3 py-2 whitespace-nowrap">
          {delivery.attempt} of {MAX_ATTEMPTS}
        </td>
        <td className="px-3 py-2 whitespace-nowrap">
          {delivery.responseStatus ?? <span className="text-muted">no answer</span>}
        </td>
        <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
          {delivery.durationMs.toLocaleString('en-US')} ms
        </td>
        <td className="px-3 py-2 whitespace-nowrap">
          {delivery.ok ? (
            <span className="text-success">✓ OK</span>
          ) : (
            <span className="text-danger">✗ Failed</span>
          )}
        </td>
        <td className="px-3 py-2">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide payload' : 'Show payload'}
            <span className="sr-only">
              {' '}
              of the {delivery.event} delivery at {formatDateTime(delivery.createdAt)}
            </span>
          </Button>
        </td>
      </tr>
      {open ? (
        <tr id={detailId} className="border-b border-border bg-surface-2/50">
          <td colSpan={7} className="px-3 py-3">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted">Delivery</dt>
              <dd>
                <CopyText value={delivery.id} label="delivery ID" />
              </dd>
              <dt className="text-muted">Webhook-Timestamp</dt>
              <dd>
                <CopyText value={delivery.timestamp} label="timestamp" />
              </dd>
              <dt className="text-muted">Webhook-Signature</dt>
              <dd className="min-w-0">
                <CopyText value={delivery.signature} label="signature" />
              </dd>
              {delivery.error ? (
                <>
                  <dt className="text-muted">Error</dt>
                  <dd className="text-danger">{delivery.error}</dd>
                </>
              ) : null}
            </dl>
            <div className="mt-2 flex items-center justify-between gap-2">
              <span className="text-xs text-muted">Payload, exactly as sent and signed</span>
              <CopyButton text={delivery.payload} label="Copy payload" />
            </div>
            <pre
              aria-label={`Payload of the ${delivery.event} delivery`}
              className="mt-1 max-h-80 overflow-auto rounded-md border border-border bg-surface p-2 font-mono text-xs break-all whitespace-pre-wrap"
            >
              {delivery.payload}
            </pre>
          </td>
        </tr>
      ) : null}
    </>
  );
}
