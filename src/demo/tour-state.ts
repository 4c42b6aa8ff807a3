/**
 * Whether the tour is open and at which step, outside any component: the banner is drawn again
 * when the console goes to the connect screen (the low-balance story ends there), and the tour
 * goes on where it was. Plain state, so the live build drops it with the banner.
 */
export interface TourState {
  open: boolean;
  step: number;
  /** Just opened from the banner: the tour goes to its first step's page once. */
  fresh: boolean;
}

let state: TourState = { open: false, step: 0, fresh: false };
const listeners = /* @__PURE__ */ new Set<() => void>();

export const tourState = (): TourState => state;

export function setTour(next: Partial<TourState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeTour(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
