/**
 * What a delete dialog says about undoing, true for the chosen undo window (Preferences): off,
 * "This cannot be undone."; on, that Undo is there for that many seconds after the confirm. The
 * one sentence every delete, destroy and revoke dialog that speaks of undoing uses.
 */
import { useLingui } from '@lingui/react/macro';
import { usePreferences } from '@/lib/preferences';

export function useUndoWords(): string {
  const { t } = useLingui();
  const seconds = usePreferences().undoWindow;
  return seconds
    ? t`After you confirm, Undo is there for ${seconds} s; then it cannot be undone.`
    : t`This cannot be undone.`;
}
