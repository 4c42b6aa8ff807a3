// Its own file, so describe-error.ts (loaded after the first view) and the chunk-load failure's words
// (chunk-load-description.ts, kept in the entry) share it.
/** An error in words: what every error view shows. */
export interface ErrorDescription {
  title: string;
  detail: string;
  /** The status and code as shown to the user, for example "403 read_only_key". */
  code: string;
}
