/**
 * What a delete dialog says about undoing, true for the chosen undo window (Preferences): off,
 * "This cannot be undone."; on, that Undo is there for that many seconds after the confirm. The
 * one sentence every delete, destroy and revoke dialog that speaks of undoing uses.
 *
 * And why it cannot be confirmed while a delete of the same resource waits: one window per
 * resource (store.ts), with that window's countdown.
 */
import { useLingui } from '@lingui/react/macro';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { usePreferences } from '@/lib/preferences';
import { shown, usePresenting } from '@/lib/presentation/presentation';
import { monotonicNow } from './store';
import { useHolds } from './use-holds';

export function useUndoWords(): string {
  const { t } = useLingui();
  const seconds = usePreferences().undoWindow;
  return seconds
    ? t`After you confirm, Undo is there for ${seconds} s; then it cannot be undone.`
    : t`This cannot be undone.`;
}

/**
 * The reason a delete of these resources cannot be confirmed now, or undefined: one of them waits
 * in a window already (in this tab or another, alone or in a bulk run).
 */
export function useWaitingReason(
  resources: readonly { target: string; name: string }[],
): string | undefined {
  const { t } = useLingui();
  usePresenting();
  const holds = useHolds();
  const waiting = resources.filter((resource) =>
    holds.some((hold) => hold.state !== 'ended' && hold.targets.includes(resource.target)),
  );
  const first = holds.find(
    (hold) =>
      hold.state !== 'ended' &&
      hold.targets.some((target) => waiting.some((resource) => resource.target === target)),
  );
  const seconds = useCountdown(first?.deadline, monotonicNow);
  if (!first) return undefined;
  const names = waiting.map((resource) => shown(resource.name, 'word')).join(', ');
  if (first.state === 'sending' || seconds === 0)
    return t`The delete of ${names} is being sent already.`;
  return resources.length === 1
    ? t`The delete of ${names} is already waiting: it is sent in ${seconds} s. Undo is in the notice at the foot of the page.`
    : t`Already waiting to be deleted: ${names}, sent in ${seconds} s. Leave them out of the selection, or undo that delete first.`;
}
