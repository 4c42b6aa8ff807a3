// What a URI may hold as it is (RFC 3986: unreserved, reserved and `%` for percent-encoding).
// The contract's `format: uri` refuses anything else, so a URL with a space, a backtick or a
// non-Latin letter must be written percent-encoded (the browser's `URL.href` does it). Used by the
// console's form and the mock's rules alike, so the two cannot drift apart.
const URI_CHARACTER = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/u;

/** The characters of `text` a URI cannot hold as they are, each once, in order of appearance. */
export function charactersOutsideUri(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) if (!URI_CHARACTER.test(character)) found.add(character);
  return [...found];
}
