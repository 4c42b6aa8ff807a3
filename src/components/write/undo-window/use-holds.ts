import { useSyncExternalStore } from 'react';
import { getHolds, subscribeHolds, type Hold } from './store';

export const useHolds = (): readonly Hold[] =>
  useSyncExternalStore(subscribeHolds, getHolds, getHolds);

/** The window holding a delete of `target` ("/volumes/v-1"), if one is open in any tab. */
export function useHeldDelete(target: string): Hold | undefined {
  return useHolds().find((hold) => hold.state !== 'ended' && hold.targets.includes(target));
}
