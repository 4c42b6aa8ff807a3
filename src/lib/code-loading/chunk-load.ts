/**
 * A part of the console (a route's code, a dialog) that could not be fetched: after a deploy, the
 * file names this tab knows are gone, or the deploy is still half done. Messages by engine:
 * Chromium, Firefox, Safari, and Vite's CSS preload.
 */
const MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return MESSAGES.some((start) => message.startsWith(start));
}
