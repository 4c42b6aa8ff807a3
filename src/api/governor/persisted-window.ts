import type { BudgetState } from './budget';
import { parseState } from './state-check';

/**
 * The last minute's sends, pauses, learned limits and the service's last count, kept in
 * localStorage so a reload or a new tab starts from what was really sent, not from zero. Only
 * times, random ids and class names: no address, no path, nothing about the key.
 */
export const WINDOW_KEY = 'cc.governor.window';

/** localStorage or a stand-in; `removeItem` is optional (a stand-in without it gets an empty value). */
export type WindowStorage = Pick<Storage, 'getItem' | 'setItem'> &
  Partial<Pick<Storage, 'removeItem'>>;

export function readWindow(storage: WindowStorage | null): BudgetState | null {
  try {
    const raw = storage?.getItem(WINDOW_KEY);
    if (!raw) return null;
    // Validated like a message from another tab: another version of the console may have written it.
    const state: unknown = JSON.parse(raw);
    return state && typeof state === 'object' ? parseState(state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeWindow(storage: WindowStorage | null, state: BudgetState): void {
  try {
    storage?.setItem(WINDOW_KEY, JSON.stringify(state));
  } catch {
    /* quota or blocked storage: this tab still counts in memory */
  }
}

/** Forgets the kept window (sign-out). */
export function removeWindow(storage: WindowStorage | null): void {
  try {
    if (storage?.removeItem) storage.removeItem(WINDOW_KEY);
    else storage?.setItem(WINDOW_KEY, '');
  } catch {
    /* blocked storage: nothing was kept either */
  }
}
