import { EnumLabel, knownLabel } from '@/components/ui/enum-label';
import { cn } from '@/lib/cn';
import { statusLabels } from '../status';
import type { InstanceStatus } from '../types';

const TONE: Readonly<Record<InstanceStatus, string>> = {
  provisioning: 'text-info',
  running: 'text-success',
  stopped: 'text-muted',
  error: 'text-danger',
  destroyed: 'text-muted',
};

/** Status in words with a colour cue; provisioning pulses while it polls. */
export function InstanceStatusBadge({
  status,
  className,
}: {
  status: InstanceStatus;
  className?: string;
}) {
  const labels = statusLabels();
  // A status a newer service sends is shown as itself, marked unknown, in a neutral colour.
  const tone = Object.hasOwn(TONE, status) ? TONE[status] : 'text-muted';
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium', tone, className)}
      data-status={status}
      title={knownLabel(labels, status) ?? status}
    >
      <span
        aria-hidden="true"
        className={cn(
          'h-2 w-2 rounded-full bg-current',
          status === 'provisioning' && 'animate-pulse',
        )}
      />
      <EnumLabel labels={labels} value={status} />
    </span>
  );
}
