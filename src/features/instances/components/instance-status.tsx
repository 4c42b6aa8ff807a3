import { EnumLabel } from '@/components/ui/enum-label';
import { cn } from '@/lib/cn';
import type { InstanceStatus } from '../types';

const STYLE: Readonly<Record<InstanceStatus, { label: string; tone: string }>> = {
  provisioning: { label: 'Provisioning', tone: 'text-info' },
  running: { label: 'Running', tone: 'text-success' },
  stopped: { label: 'Stopped', tone: 'text-muted' },
  error: { label: 'Error', tone: 'text-danger' },
  destroyed: { label: 'Destroyed', tone: 'text-muted' },
};

const LABELS = Object.fromEntries(Object.entries(STYLE).map(([key, value]) => [key, value.label])) as Record<InstanceStatus, string>;

/** Status in words with a colour cue; provisioning pulses while it polls. */
export function InstanceStatusBadge({ status, className }: { status: InstanceStatus; className?: string }) {
  // A status a newer service sends is shown as itself, marked unknown, in a neutral colour.
  const style = Object.hasOwn(STYLE, status) ? STYLE[status] : { label: status, tone: 'text-muted' };
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', style.tone, className)} data-status={status} title={style.label}>
      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full bg-current', status === 'provisioning' && 'animate-pulse')} />
      <EnumLabel labels={LABELS} value={status} />
    </span>
  );
}
