import type { QueryClient } from '@tanstack/react-query';

let opened = false;
let resolved = false;
const waiting = new Set<() => void>();

/**
 * Whether a route's loader runs for the page being opened: every cause but a link's intent
 * preload, and before the first view has resolved, that too (src/prefetch-first-view.ts preloads
 * the address's own page while the entry starts up, before React has rendered a link).
 */
export function pageOpening(cause: 'preload' | 'enter' | 'stay'): boolean {
  return cause !== 'preload' || !resolved;
}

/**
 * Called once the first page has resolved (router.tsx): idle tasks wait until the requests it
 * started have answered and been painted as well (at most `capMs`), so nothing fetched ahead
 * competes with the first view's own files and data on a slow network.
 */
export function firstViewResolved(queryClient: QueryClient, capMs = 5000): void {
  resolved = true;
  const open = () => {
    if (opened) return;
    opened = true;
    stop();
    window.clearTimeout(cap);
    for (const run of waiting) run();
    waiting.clear();
  };
  // The answers' render and paint come first: the frame after the last answer, then a task.
  // Scheduled once: every cache event while nothing is fetching would otherwise add a frame.
  let painting = false;
  const afterPaint = () => {
    if (painting) return;
    painting = true;
    afterNextPaint(open);
  };
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) afterPaint();
  });
  const cap = window.setTimeout(open, capMs);
  if (queryClient.isFetching() === 0) afterPaint();
}

/**
 * Runs `task` in a task of its own after the next frame has been painted: what the frame shows is
 * on screen before `task` takes the main thread. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Runs `task` when the browser is first idle after the first view has its data, or within
 * `timeoutMs` of that (two seconds unless told): for code the first paint does not need
 * (shortcuts, the error texts, dialogs fetched ahead), so it loads without a person's action and
 * without delaying what they see. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(idle);
    } else {
      const timer = window.setTimeout(task, 1000);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (opened) start();
  else waiting.add(start);
  return () => {
    waiting.delete(start);
    cancelIdle?.();
  };
}
