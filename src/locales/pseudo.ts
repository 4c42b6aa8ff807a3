/**
 * The two pseudo-locales, drawn at run time from the English catalogues (src/locales/en/*.po), so
 * they always match the code: `pseudo` accents every letter and makes each message about 40%
 * longer (the length German and French often reach); `pseudo-rtl` is the same long accented text
 * wrapped in right-to-left override marks, so with <html dir="rtl"> a layout that only works left
 * to right shows at once, with the lengths that strain it. Placeholders, plural forms and tags stay
 * as they are. Loaded only when chosen.
 */
import type { Messages } from '@lingui/core';

type Compiled = string | readonly Compiled[] | { readonly [form: string]: Compiled };

const english = import.meta.glob<Messages>(['./en/*.po', '!./en/demo.po'], {
  eager: true,
  import: 'messages',
});

const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i]!,
  ]),
);
const FILLER = ' ~ lórém ípšúm ðólór šíţ áméţ çóñšéçţéţúŕ';

/** Accents a text run; tags (<0>, </0>) and the plural's # are kept. */
const accentText = (text: string) =>
  text.replace(/<\/?\d+\/?>|#|[A-Za-z]/g, (part) => ACCENTS[part] ?? part);

function letters(message: Compiled): number {
  if (typeof message === 'string') return message.replace(/<\/?\d+\/?>/g, '').length;
  if (Array.isArray(message))
    return message.reduce<number>(
      (sum, part) => sum + (typeof part === 'string' ? letters(part) : 4),
      0,
    );
  return 0;
}

/** Maps every text run of a compiled message; a placeholder's name and format are not text. */
function mapText(message: Compiled, text: (run: string) => string): Compiled {
  if (typeof message === 'string') return text(message);
  if (Array.isArray(message)) {
    return message.map((part) => {
      if (!Array.isArray(part)) return mapText(part, text);
      // [name], [name, format], [name, 'plural' | 'select', { form: message }]
      const [name, format, forms] = part as [string, string?, Record<string, Compiled>?];
      if (!forms || typeof forms !== 'object') return part;
      return [
        name,
        format,
        Object.fromEntries(
          Object.entries(forms).map(([form, body]) => [form, mapText(body, text)]),
        ),
      ];
    });
  }
  return message;
}

export function accented(message: Compiled): Compiled {
  const extra = Math.ceil(letters(message) * 0.4);
  const padding = extra > 0 ? FILLER.repeat(Math.ceil(extra / FILLER.length)).slice(0, extra) : '';
  const body = mapText(message, accentText);
  return typeof body === 'string'
    ? `[${body}${padding}]`
    : ['[', ...(body as Compiled[]), `${padding}]`];
}

export function rightToLeft(message: Compiled): Compiled {
  return typeof message === 'string'
    ? `\u202E${message}\u202C`
    : ['\u202E', ...(message as Compiled[]), '\u202C'];
}

export async function pseudoMessages(
  transform: (message: Compiled) => Compiled,
): Promise<Messages> {
  // The demo's words only in the demo build.
  const demo = __DEMO__ ? (await import('./en/demo.po')).messages : {};
  const all: Messages = Object.assign({}, ...Object.values(english), demo);
  return Object.fromEntries(
    Object.entries(all).map(([id, message]) => [id, transform(message as Compiled)]),
  ) as Messages;
}
