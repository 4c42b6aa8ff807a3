import { t } from '@lingui/core/macro';
import type { ErrorDescription } from '@/lib/wording/error-description';

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

/**
 * How such a failure is described. It stays in the entry (the other errors' texts, describe-error.ts,
 * load after the first view and may be unreachable after a deploy too), so it needs no download.
 * Its words are read in the chosen language when they are shown (getters): German is loaded before
 * the first render (src/lib/i18n/i18n.ts), so they never wait for a file either.
 */
export const CHUNK_LOAD_DESCRIPTION: ErrorDescription = {
  get title() {
    return t`This console was updated`;
  },
  get detail() {
    return t`Part of the console could not be loaded, most likely because a new version was deployed since this tab was opened. Reload to use the new version.`;
  },
  code: 'chunk_load_failed',
};
