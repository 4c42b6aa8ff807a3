import { useEffect, useRef } from 'react';

/**
 * Gives focus back to where it was when a dialog opened. The shared Dialog has no Radix trigger
 * for these app-wide dialogs (they open from shortcuts too), so Radix has nothing to return it to.
 */
export function useReturnFocus(open: boolean): void {
  const previous = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      previous.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = previous.current;
    previous.current = null;
    if (!target) return;
    // After Radix's own close handling, which runs in a zero timeout.
    const id = window.setTimeout(() => {
      if (
        target.isConnected &&
        (document.activeElement === document.body || document.activeElement === null)
      )
        target.focus();
    }, 0);
    return () => window.clearTimeout(id);
  }, [open]);
}
