/**
 * The shape of an error in words, and the one description the entry keeps: when a part of the
 * console fails to load after a deploy, the texts of every other error (describe-error.ts, loaded
 * after the first view) may be unreachable too, so this one must not need a download.
 */
export interface ErrorDescription {
  title: string;
  detail: string;
  /** The status and code as shown to the user, for example "403 read_only_key". */
  code: string;
}

export const CHUNK_LOAD_DESCRIPTION: ErrorDescription = {
  title: 'This console was updated',
  detail:
    'Part of the console could not be loaded, most likely because a new version was deployed since this tab was opened. Reload to use the new version.',
  code: 'chunk_load_failed',
};
