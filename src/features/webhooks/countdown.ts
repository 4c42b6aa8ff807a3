import { useEffect, useState } from 'react';

/** Milliseconds until re-enabling is allowed, or 0 when it already is (or was never blocked). */
export function reenableWaitMs(reenableAfter: string | null, now: number): number {
  if (!reenableAfter) return 0;
  const at = Date.parse(reenableAfter);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** A live wait until `reenableAfter`, ticking each second only while there is something to wait for. */
export function useReenableWait(reenableAfter: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const waiting = reenableWaitMs(reenableAfter, now) > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);
  return reenableWaitMs(reenableAfter, now);
}
