import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while mounted (relative dates stay right on an open page). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Whole seconds left until `until` (ms since epoch), ticking each second and stopping once it has
 * passed; 0 when passed or unset. Used for Retry-After waits before a write may be sent again.
 * `clock` reads the time `until` is on: the undo window counts on performance.now, which a wall
 * clock set back or forward does not move.
 */
export function useCountdown(
  until: number | null | undefined,
  clock: () => number = Date.now,
): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (until == null) return;
    const tick = () => {
      setNow(clock());
      if (clock() >= until) window.clearInterval(timer);
    };
    // The clock may be stale from an earlier countdown: read it again at once, then every second.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until, clock]);
  return until == null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
