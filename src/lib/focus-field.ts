/**
 * Where keyboard focus goes in a form: after a refused submit, to the first invalid field (whose
 * error its aria-describedby makes the screen reader read), and when a dialog or step opens, to
 * its first field. One helper for every form, so they all behave alike.
 *
 *   const form = useRef<HTMLFormElement>(null);
 *   const invalid = useFocusFirstInvalid(form);
 *   <form ref={form} onSubmit={(e) => { …setErrors(found); invalid.focus(); }}>
 */
import { useEffect, useState, type RefObject } from 'react';

const CONTROL =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The control that stands for a field: the element itself when it is one, else (a fieldset of
 * radios or checkboxes) its checked choice, or its first enabled control.
 */
export function fieldControl(element: Element | null | undefined): HTMLElement | null {
  if (!element) return null;
  if (element.matches(CONTROL)) return element as HTMLElement;
  return (
    element.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
    element.querySelector<HTMLElement>(CONTROL)
  );
}

/** Focuses the control of a field or group (see fieldControl); false when there is none. */
export function focusField(element: Element | null | undefined): boolean {
  const control = fieldControl(element);
  if (!control) return false;
  control.focus();
  return document.activeElement === control;
}

/** Focuses the first field of `root` marked aria-invalid, in document order; false when none is. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  for (const element of root?.querySelectorAll('[aria-invalid="true"]') ?? []) {
    if (focusField(element)) return true;
  }
  return false;
}

/** The first enabled field (input, select, textarea) of `root`, or null. */
export function firstField(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(CONTROL) ?? null;
}

/**
 * For a form whose errors are React state: `focus()` asks for the first invalid field of `form`
 * to be focused once the errors of this submit have rendered (nothing moves when there are none).
 * `attempt` counts the requests, for what must change on every refused submit (an alert's key).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt, form]);
  return { attempt, focus: () => setAttempt((n) => n + 1) };
}
