import { useEffect, useState } from 'react';

/** "42 min 10 s", "1 h 0 min", "9 s". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
}

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
