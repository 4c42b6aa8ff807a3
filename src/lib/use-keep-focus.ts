import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const CONTROLS = 'button, select, input, textarea, a[href]';

/**
 * Keeps the keyboard focus in `container` when the control holding it is disabled by what it
 * started (a pager button that reached the first page, an action button while its action runs):
 * the browser drops the focus to <body>, back at the top of the Tab order. It moves to the
 * nearest enabled control in the container, else to the container itself (give it tabIndex -1).
 * `state` is what decides which controls are disabled: checked each time it changes.
 */
export function useKeepFocus(container: RefObject<HTMLElement | null>, state: unknown): void {
  // The control that lost the focus by being disabled (a person moving the focus elsewhere leaves
  // an enabled control behind, and nothing is done).
  const dropped = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      dropped.current = event.relatedTarget === null && target.matches(':disabled') ? target : null;
    };
    const onFocusIn = () => (dropped.current = null);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [container]);
  useLayoutEffect(() => {
    const root = container.current;
    const active = document.activeElement;
    const lost = active instanceof HTMLElement && root?.contains(active) && active.matches(':disabled') ? active : dropped.current;
    if (!root || !lost || !root.contains(lost) || (active !== lost && active !== document.body && active !== null)) return;
    dropped.current = null;
    const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)];
    const at = controls.indexOf(lost);
    const nearest = controls
      .filter((control) => !control.matches(':disabled'))
      .sort((a, b) => Math.abs(controls.indexOf(a) - at) - Math.abs(controls.indexOf(b) - at))[0];
    (nearest ?? root).focus();
  }, [container, state]);
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
