import { Trans, useLingui } from '@lingui/react/macro';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatDateTime, formatDuration, formatRelative } from '@/lib/format';
import { cn } from '@/lib/cn';
import { MAX_FAILURES } from '../bounds';
import { useReenableWait } from '../countdown';
import type { Endpoint } from '../queries';

/** Status in words and colour: active, failing n/20, or auto-disabled with when it may be re-enabled. */
export function EndpointStatus({
  endpoint,
  detailed = false,
}: {
  endpoint: Endpoint;
  detailed?: boolean;
}) {
  const { t } = useLingui();
  const failures = endpoint.consecutiveFailures;
  const most = MAX_FAILURES;
  if (endpoint.status === 'active')
    return <span className="font-medium text-success">{t`Active`}</span>;
  if (endpoint.status === 'failing') {
    return (
      <span className="text-warning">
        <Trans>
          <span className="font-medium">Failing</span>{' '}
          <span>
            — {failures}/{most} consecutive failures
          </span>
        </Trans>
        {detailed ? (
          <span className="block text-xs text-muted">
            <Trans>At {most} the service disables the endpoint.</Trans>
          </span>
        ) : null}
      </span>
    );
  }
  if (endpoint.status === 'disabled')
    return <DisabledStatus endpoint={endpoint} detailed={detailed} />;
  return <EnumLabel labels={{}} value={endpoint.status} />;
}

function DisabledStatus({ endpoint, detailed }: { endpoint: Endpoint; detailed: boolean }) {
  const { t } = useLingui();
  const wait = useReenableWait(endpoint.reenableAfter);
  const disabledAt = endpoint.disabledAt ? formatDateTime(endpoint.disabledAt) : null;
  const reenableAt = formatDateTime(endpoint.reenableAfter);
  const countdown = formatDuration(wait);
  return (
    <span className="text-danger">
      {disabledAt ? (
        <Trans>
          <span className="font-medium">Auto-disabled</span>
          <span className={cn(!detailed && 'sr-only')}> on {disabledAt}</span>
        </Trans>
      ) : (
        <span className="font-medium">{t`Auto-disabled`}</span>
      )}
      <span className="block text-xs text-muted">
        {wait > 0 && endpoint.reenableAfter
          ? t`Re-enabling possible at ${reenableAt} (in ${countdown})`
          : t`Can be re-enabled now`}
      </span>
    </span>
  );
}

export function LastDelivery({ endpoint, now }: { endpoint: Endpoint; now: number }) {
  const { t } = useLingui();
  const last = endpoint.lastDelivery;
  if (!last) return <span className="text-muted">{t`None yet`}</span>;
  const answer = last.responseStatus ?? t`no answer`;
  const when = formatRelative(last.at, now);
  return (
    <span>
      <span className={last.ok ? 'text-success' : 'text-danger'}>
        {last.ok ? t`OK` : t`Failed`}
      </span>{' '}
      <span className="text-muted">
        ({answer}) {when}
      </span>
    </span>
  );
}
