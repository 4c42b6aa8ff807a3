import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useGovernor } from '@/api/governor/use-governor';
import { QUIET_POLLS, watchedIds, watchPlan, type WatchPlan } from './polling';
import { readWatched, watchKey, watchQuery, type WatchState } from './queries';
import type { Instance } from './types';

export interface Watch {
  /** Rows that change by themselves (provisioning) among those given. */
  rows: number;
  /** How they are refreshed: one read per row or one read of the whole set. */
  plan: WatchPlan;
  /** Polling ended: nothing changed over QUIET_POLLS polls, or the last poll failed. */
  stopped: boolean;
  /** Why it ended, for the page's words. */
  reason: 'quiet' | 'failed' | null;
  /** When the rows were last read (ms since epoch). */
  checkedAt: number;
  /** A person's read of the watched rows (not background); polling starts over after it. */
  checkNow: () => void;
  checking: boolean;
}

/**
 * The one way the instance pages keep their `provisioning` rows moving (the list and an
 * instance's page): a watch of those rows that polls them in the background, one request per
 * row or one `GET /instances` for all of them when that is fewer (`watchPlan`), backs off while
 * nothing changes, and stops after QUIET_POLLS polls without a change, when none is provisioning any
 * more, while the tab is hidden and while auto-refresh is paused. A change (a row done, a new
 * deploy) is a new set of rows, so a new watch from 2 s.
 */
export function useWatchTransitional(instances: readonly Instance[] | undefined): Watch {
  const queryClient = useQueryClient();
  const { autoRefreshPaused } = useGovernor();
  const key = watchedIds(instances).join(' ');
  const ids = useMemo(() => (key ? key.split(' ') : []), [key]);
  const query = watchQuery(ids);
  const watch = useQuery({
    ...query,
    enabled: ids.length > 0,
    refetchInterval: autoRefreshPaused ? false : query.refetchInterval,
  });
  const [checking, setChecking] = useState(false);
  const checkNow = useCallback(() => {
    setChecking(true);
    readWatched(queryClient, ids)
      .then(() => {
        // The same rows still changing: this watch starts over. Others are a new watch anyway.
        if (queryClient.getQueryState(watchKey(ids)))
          queryClient.setQueryData<WatchState>(watchKey(ids), { quiet: 0 });
      })
      .catch(() => undefined)
      .finally(() => setChecking(false));
  }, [queryClient, ids]);
  const failed = watch.status === 'error';
  const quiet = (watch.data?.quiet ?? 0) >= QUIET_POLLS;
  return {
    rows: ids.length,
    plan: watchPlan(ids.length),
    stopped: ids.length > 0 && (failed || quiet),
    reason: ids.length === 0 ? null : failed ? 'failed' : quiet ? 'quiet' : null,
    checkedAt: Math.max(watch.dataUpdatedAt, watch.errorUpdatedAt),
    checkNow,
    checking,
  };
}
