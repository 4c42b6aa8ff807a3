import { useEffect, useState } from 'react';

/** Seconds left until `until` (ms since epoch), ticking once a second; 0 when passed or unset. */
export function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const tick = () => {
      setNow(Date.now());
      if (Date.now() >= until) window.clearInterval(timer);
    };
    // Right away too: `now` may be from long before `until` was set.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}
