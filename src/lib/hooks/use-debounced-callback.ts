import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that runs `callback` once calls have stopped for `delayMs` (typing into a search box
 * that writes the URL). `flush` runs a pending call now (Enter); `cancel` drops it. Pending calls
 * are dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs = 300,
) {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = undefined;
  }, []);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) latest.current(...args);
  }, []);
  const call = useCallback(
    (...args: A) => {
      pending.current = args;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );
  return { call, flush, cancel };
}
