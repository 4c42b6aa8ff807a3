import { EnumLabel } from '@/components/ui/enum-label';
import { formatDateTime, formatRelative } from '@/lib/format';
import { cn } from '@/lib/cn';
import { MAX_FAILURES } from '../bounds';
import { formatCountdown, useReenableWait } from '../countdown';
import type { Endpoint } from '../queries';

/** Status in words and colour: active, failing n/20, or auto-disabled with when it may be re-enabled. */
export function EndpointStatus({
  endpoint,
  detailed = false,
}: {
  endpoint: Endpoint;
  detailed?: boolean;
}) {
  if (endpoint.status === 'active') return <span className="font-medium text-success">Active</span>;
  if (endpoint.status === 'failing') {
    return (
      <span className="text-warning">
        <span className="font-medium">Failing</span>{' '}
        <span>
          — {endpoint.consecutiveFailures}/{MAX_FAILURES} consecutive failures
        </span>
        {detailed ? (
          <span className="block text-xs text-muted">
            At {MAX_FAILURES} the service disables the endpoint.
          </span>
        ) : null}
      </span>
    );
  }
  if (endpoint.status === 'disabled') return <DisabledStatus endpoint={endpoint} detailed={detailed} />;
  return <EnumLabel labels={{}} value={endpoint.status} />;
}

function DisabledStatus({ endpoint, detailed }: { endpoint: Endpoint; detailed: boolean }) {
  const wait = useReenableWait(endpoint.reenableAfter);
  return (
    <span className="text-danger">
      <span className="font-medium">Auto-disabled</span>
      {endpoint.disabledAt ? (
        <span className={cn(!detailed && 'sr-only')}>
          {' '}
          on {formatDateTime(endpoint.disabledAt)}
        </span>
      ) : null}
      <span className="block text-xs text-muted">
        {wait > 0 && endpoint.reenableAfter
          ? `Re-enabling possible at ${formatDateTime(endpoint.reenableAfter)} (in ${formatCountdown(wait)})`
          : 'Can be re-enabled now'}
      </span>
    </span>
  );
}

export function LastDelivery({ endpoint, now }: { endpoint: Endpoint; now: number }) {
  const last = endpoint.lastDelivery;
  if (!last) return <span className="text-muted">None yet</span>;
  return (
    <span>
      <span className={last.ok ? 'text-success' : 'text-danger'}>{last.ok ? 'OK' : 'Failed'}</span>{' '}
      <span className="text-muted">
        ({last.responseStatus ?? 'no answer'}) {formatRelative(last.at, now)}
      </span>
    </span>
  );
}
