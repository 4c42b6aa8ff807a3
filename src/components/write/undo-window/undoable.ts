/**
 * A delete's mutation, held in the undo window before it is sent (store.ts). `run` is the guarded
 * mutation's, with one more callback, `onHeld`: the window has started (the dialog closes; the
 * row, the page and the toast show the countdown). When the window ends the request is sent as
 * it was before: one request, the mutation's own cache updates, and the caller's callbacks while
 * its component is still on screen. With the window off (Preferences) it is sent at once.
 */
import type { MutateOptions } from '@tanstack/react-query';
import { getPreferences } from '@/lib/preferences';
import { hold, type HoldInfo } from './store';

interface Guarded<TData, TVariables> {
  run: (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => void;
  mutateAsync: (
    variables: TVariables,
    callbacks?: MutateOptions<TData, Error, TVariables>,
  ) => Promise<TData>;
}
/** `name`: what the toast calls the resource (its name; an ID when it has none). */
type HeldCallbacks<TData, TVariables> = MutateOptions<TData, Error, TVariables> & {
  onHeld?: () => void;
  name?: string;
};

/** Holds `send` for the chosen window; false when the window is off (the caller sends now). */
export function holdDelete(
  info: HoldInfo,
  send: () => Promise<unknown>,
  onHeld?: () => void,
): boolean {
  const seconds = getPreferences().undoWindow;
  if (!seconds) return false;
  // Already waiting (here or in another tab; the dialogs say so before): that window stands, and
  // the toast shows it; the dialog closes all the same.
  hold(info, seconds, send);
  onHeld?.();
  return true;
}

/**
 * `target` is the path of what the request deletes ("/volumes/v-1"), or null for a write that is
 * not a delete (sent at once).
 */
export function undoable<TData, TVariables, M extends Guarded<TData, TVariables>>(
  mutation: M & Guarded<TData, TVariables>,
  target: (variables: TVariables) => string | null,
) {
  const run = (variables: TVariables, callbacks?: HeldCallbacks<TData, TVariables>) => {
    const { onHeld, name, ...rest } = callbacks ?? {};
    const path = target(variables);
    const info =
      path === null ? null : deleteOf(path, name ?? path.slice(path.lastIndexOf('/') + 1));
    // mutateAsync, not run: the window is the guard, and the send must outlive the dialog.
    if (info && holdDelete(info, () => mutation.mutateAsync(variables, rest), onHeld)) return;
    mutation.run(variables, rest);
  };
  return { ...mutation, run };
}

/** The hold of one resource's delete: "DELETE /volumes/v-1". */
export const deleteOf = (target: string, name: string): HoldInfo => ({
  key: `DELETE ${target}`,
  targets: [target],
  name,
});
