import { t } from '@lingui/core/macro';
import type { ErrorDescription } from './error-description';

/**
 * How such a failure is described. It stays in the entry (the other errors' texts, describe-error.ts,
 * load after the first view and may be unreachable after a deploy too), so it needs no download.
 * Which errors it describes: isChunkLoadError (code-loading/chunk-load.ts).
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
