import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyText } from '@/components/ui/copy-text';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Delivery } from '../queries';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../signature';
import { CopyButton } from '@/components/ui/copy-button';
import { maskText, usePresenting } from '@/lib/presentation/presentation';

const MAX_ATTEMPTS = 6;

export function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const { attempt, event } = delivery;
  const at = formatDateTime(delivery.createdAt);
  const duration = formatNumber(delivery.durationMs);
  const attempts = MAX_ATTEMPTS;
  // Presentation mode: the payload and the error as shown are masked (addresses, e-mails, amounts,
  // secrets); Copy payload says so before it copies the real one.
  const presenting = usePresenting();
  const payload = presenting ? maskText(delivery.payload) : delivery.payload;
  return (
    <>
      <tr className="border-b border-border align-top">
        <td className="px-3 py-2 whitespace-nowrap">
          <time dateTime={delivery.createdAt} title={delivery.createdAt}>
            {at}
          </time>
        </td>
        <td className="px-3 py-2">
          <code className="text-xs">{delivery.event}</code>
        </td>
        <td className="px-3 py-2 whitespace-nowrap">{t`${attempt} of ${attempts}`}</td>
        <td className="px-3 py-2 whitespace-nowrap">
          {delivery.responseStatus ?? <span className="text-muted">{t`no answer`}</span>}
        </td>
        <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{t`${duration} ms`}</td>
        <td className="px-3 py-2 whitespace-nowrap">
          {delivery.ok ? (
            <span className="text-success">{t`✓ OK`}</span>
          ) : (
            <span className="text-danger">{t`✗ Failed`}</span>
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
            {open ? (
              <Trans>
                Hide payload
                <span className="sr-only">
                  {' '}
                  of the {event} delivery at {at}
                </span>
              </Trans>
            ) : (
              <Trans>
                Show payload
                <span className="sr-only">
                  {' '}
                  of the {event} delivery at {at}
                </span>
              </Trans>
            )}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr id={detailId} className="border-b border-border bg-surface-2/50">
          <td colSpan={7} className="px-3 py-3">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted">
                <Trans>Delivery</Trans>
              </dt>
              <dd>
                <CopyText value={delivery.id} label={t`delivery ID`} />
              </dd>
              <dt className="text-muted">{TIMESTAMP_HEADER}</dt>
              <dd>
                <CopyText value={delivery.timestamp} label={t`timestamp`} />
              </dd>
              <dt className="text-muted">{SIGNATURE_HEADER}</dt>
              <dd className="min-w-0">
                <CopyText value={delivery.signature} label={t`signature`} />
              </dd>
              {delivery.error ? (
                <>
                  <dt className="text-muted">
                    <Trans>Error</Trans>
                  </dt>
                  <dd className="text-danger">{maskText(delivery.error)}</dd>
                </>
              ) : null}
            </dl>
            <div className="mt-2 flex items-center justify-between gap-2">
              <span className="text-xs text-muted">
                <Trans>Payload, exactly as sent and signed</Trans>
              </span>
              <CopyButton
                text={delivery.payload}
                label={t`Copy payload`}
                masked={payload !== delivery.payload}
              />
            </div>
            <pre
              aria-label={t`Payload of the ${event} delivery`}
              className="mt-1 max-h-80 overflow-auto rounded-md border border-border bg-surface p-2 font-mono text-xs wrap-anywhere whitespace-pre-wrap"
            >
              {payload}
            </pre>
          </td>
        </tr>
      ) : null}
    </>
  );
}
