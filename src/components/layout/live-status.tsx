import { useLingui } from '@lingui/react/macro';
import { useLiveStatus } from '@/api/live/status';
import { cn } from '@/lib/cn';

/**
 * Behind a team's proxy: whether what others change shows up here as it happens (the service's
 * events, src/api/live/stream.ts) or only when the console reads again on its own pace. A chunk of
 * its own, with the stream: key mode never loads it.
 */
export function LiveStatus({ where }: { where: 'bar' | 'nav' }) {
  const { t } = useLingui();
  const status = useLiveStatus();
  if (status === 'off' || status === 'connecting') return null;
  const live = status === 'live';
  const [label, detail] = live
    ? [t`Live`, t`Changes made by anyone appear here as they happen.`]
    : status === 'disabled'
      ? [
          t`Not live`,
          t`The service disabled this console’s webhook endpoint: changes by others appear when the console next reads.`,
        ]
      : status === 'unregistered'
        ? [
            t`Not live`,
            t`No webhook endpoint sends events to this console: changes by others appear when the console next reads.`,
          ]
        : [
            t`Not live`,
            t`The event stream is down, trying again: changes by others appear when the console next reads.`,
          ];
  return (
    // In the top bar from 2xl up; below it the bar has no room beside the identity, the meter and a
    // rate-limit badge (top-bar-together found overlaps at 1280 px in the pseudo-locale), and the
    // side nav's line says it (beside the column at 1280 px, in the menu on a phone).
    // Not a status role: the top bar's status is the request budget's wait, which tests and screen
    // readers find by it; this one says whether changes arrive, read with the bar.
    <span
      data-testid={where === 'bar' ? 'live-status' : 'live-status-nav'}
      data-live-status={status}
      title={detail}
      className={cn(
        'shrink-0 items-center gap-1 text-xs text-muted',
        where === 'bar'
          ? 'hidden rounded border border-border px-1.5 py-0.5 2xl:inline-flex'
          : 'inline-flex px-3 py-2',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', live ? 'bg-success' : 'bg-muted')}
      />
      {label}
      <span className="sr-only">{detail}</span>
    </span>
  );
}
