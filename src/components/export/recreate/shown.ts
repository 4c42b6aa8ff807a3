/**
 * How a recreate script, and its dialog, show a value a person or the service chose: characters a
 * terminal acts on (C0, DEL, C1: ESC starts a title change or a line erase) and those that reorder
 * text (bidi marks, embeddings, overrides, isolates; line and paragraph separators) are written as
 * \x1b or \u202e, and the backslash that starts such an escape as \\, so a name can neither steer
 * the terminal nor pass for another. The scripts read these ranges from their embedded JSON, so
 * the three languages escape the same characters.
 */

/** Inclusive ranges of code points shown as escapes. */
export const ESCAPED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0x1f],
  [0x5c, 0x5c],
  [0x7f, 0x9f],
  [0x61c, 0x61c],
  [0x200e, 0x200f],
  [0x2028, 0x202e],
  [0x2066, 0x2069],
];

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

function escaped(code: number): string {
  if (code === 0x5c) return '\\\\';
  return code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
}

export function shown(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += ESCAPED_RANGES.some(([low, high]) => code >= low && code <= high) ? escaped(code) : char;
  }
  return out;
}
