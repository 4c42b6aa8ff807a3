import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';

/**
 * What the connect screen checks in a typed or pasted key before anything is sent. The key travels
 * as `Authorization: Bearer <key>`, and a header carries only bytes: a zero-width space, a bidi
 * override, an emoji or a letter outside ASCII either makes the browser refuse the header outright
 * ("Failed to execute 'set' on 'Headers'") or reaches the service as other bytes than were typed. A
 * key is printable ASCII without spaces, at most the contract's 256 characters (ApiKeyCreated.token,
 * openapi/cloud-console.v1.yaml): anything else is a paste gone wrong, said in words here.
 */
export const MAX_KEY_LENGTH = 256;

const NAMES: Record<number, string> = {
  0x00a0: 'no-break space',
  0x00ad: 'soft hyphen',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0x3000: 'ideographic space',
  0xfeff: 'byte order mark',
};

// The names are the Unicode standard's own, beside the code point (not translated: a name to look up,
// and the connect screen's chunk stays small).
const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

function describeCharacter(char: string): string {
  const code = char.codePointAt(0)!;
  const name = NAMES[code];
  // An invisible or control character is named by its code point alone: drawn, it would show nothing.
  const point = codePoint(code);
  if (name) return t`an invisible character (${point}, ${name})`;
  if (/[\p{C}\p{Z}\p{M}]/u.test(char)) return t`an invisible or control character (${point})`;
  return t`“${char}” (${point})`;
}

/** Why this text cannot be a key, in words; undefined when it may be sent. Leading and trailing whitespace is ignored, as it is when sent. */
export function keyProblem(typed: string): string | undefined {
  const key = typed.trim();
  if (!key) return t`Paste an API key.`;
  // ASCII spaces and line breaks in words of their own; other Unicode spaces are named below.
  if (/[ \t\n\v\f\r]/.test(key))
    return t`A key has no spaces or line breaks; check what you pasted.`;
  const chars = [...key];
  const at = chars.findIndex((char) => char < '!' || char > '~');
  if (at >= 0) {
    const character = describeCharacter(chars[at]!);
    const position = at + 1;
    return t`The key holds ${character} at position ${position}. A key has only ASCII letters, digits and signs, and a request header cannot carry that character; paste the key again from where it was shown, or type it. Nothing was sent.`;
  }
  if (key.length > MAX_KEY_LENGTH) {
    const length = formatNumber(key.length);
    const most = MAX_KEY_LENGTH;
    return t`This is ${length} characters long; a key has at most ${most}. Check that only the key was pasted. Nothing was sent.`;
  }
  return undefined;
}
