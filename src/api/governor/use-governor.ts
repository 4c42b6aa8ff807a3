import { useSyncExternalStore } from 'react';
import { getGovernorSnapshot, subscribeGovernor, type GovernorSnapshot } from './rate-governor';

/** The governor's state for the shell: budget meter, "rate limited, resuming in" and auto-refresh. */
export function useGovernor(): GovernorSnapshot {
  return useSyncExternalStore(subscribeGovernor, getGovernorSnapshot, getGovernorSnapshot);
}
