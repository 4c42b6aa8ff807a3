// Its own file, so describe-error.ts and the chunk-load failure's words (code-loading/chunk-load.ts,
// kept in the entry) share it without importing each other.
/** An error in words: what every error view shows. */
export interface ErrorDescription {
  title: string;
  detail: string;
  /** The status and code as shown to the user, for example "403 read_only_key". */
  code: string;
}
