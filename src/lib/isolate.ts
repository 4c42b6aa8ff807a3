/**
 * Plain-text bidi isolation (FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE) for a name where no
 * element can wrap it, such as an <option>: a right-to-left override inside the name then cannot
 * reverse the text after it. Elsewhere use <UserText>.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
