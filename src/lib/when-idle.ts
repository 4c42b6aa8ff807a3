/**
 * Runs `task` when the browser is first idle after the first view, or within `timeoutMs` (two
 * seconds unless told): for code the first paint does not need (shortcuts, the tabs' channels, the
 * error texts), so it loads without a person's action and without delaying what they see. Returns
 * a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}
