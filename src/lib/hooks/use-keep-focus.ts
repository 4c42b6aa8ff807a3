import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const CONTROLS = 'button, select, input, textarea, a[href]';

/**
 * Keeps the keyboard focus in `container` when the control holding it is disabled or taken away
 * by what it started (a pager button that reached the first page, an action button while its
 * action runs, a row that scrolled out of the drawn range or left a filtered list): the browser
 * drops the focus to <body>, back at the top of the Tab order. A disabled control hands it to the
 * nearest enabled control in the container; a removed one, or one with no enabled neighbour, to
 * the container itself (give it a tabIndex). Checked after each render of the container's owner,
 * which is what disables or removes its controls.
 */
export function useKeepFocus(container: RefObject<HTMLElement | null>): void {
  // The control in the container that has the focus, or lost it by being disabled or removed (a
  // person moving the focus elsewhere leaves it there and enabled: then it is forgotten).
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => (last.current = event.target as HTMLElement);
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      queueMicrotask(() => {
        if (last.current === target && target.isConnected && !target.matches(':disabled'))
          last.current = null;
      });
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
  useLayoutEffect(() => {
    const root = container.current;
    const lost = last.current;
    const active = document.activeElement;
    if (!root || !lost || (lost.isConnected && !lost.matches(':disabled'))) return;
    // Firefox keeps the focus on a control that becomes disabled; Chromium drops it to <body>.
    if (active && active !== document.body && active !== lost) return;
    last.current = null;
    const controls = lost.isConnected ? [...root.querySelectorAll<HTMLElement>(CONTROLS)] : [];
    const at = controls.indexOf(lost);
    const nearest = controls
      .filter((control) => !control.matches(':disabled'))
      .sort((a, b) => Math.abs(controls.indexOf(a) - at) - Math.abs(controls.indexOf(b) - at))[0];
    (nearest ?? root).focus({ preventScroll: true });
  });
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * For a control that removes what holds it (Clear selection takes the bulk bar away, Dismiss the
 * bulk report): call it before the removal, and once the container is gone the focus goes to the
 * next control after it in Tab order (else the main region), not to <body>.
 */
export function focusPastRemoval(container: HTMLElement | null): void {
  if (!container) return;
  const next = [...document.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (element) =>
      !container.contains(element) &&
      container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !element.matches(':disabled') &&
      element.checkVisibility(),
  );
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (container.isConnected || (active && active !== document.body)) return;
    (next?.isConnected ? next : document.getElementById('main'))?.focus();
  });
}
