/**
 * The message runtime Lingui's macros call (lingui.config.ts runtimeConfigModule: `i18n`), in place of
 * @lingui/core's instance (decision 0005): the same calls and the same answers for compiled messages
 * (English compiled at build by scripts/lingui-macro.ts, other languages by @lingui/vite-plugin), in
 * a fifth of its size, because it is in the first load. What it leaves out: compiling messages at
 * run time (none reach it uncompiled), the `missing` handler, custom formats, dates and times inside
 * messages (the console formats them first, src/lib/format.ts). src/lib/i18n/message-runtime.test.ts holds it
 * to @lingui/core's answers for every message of every catalogue.
 */
type Token = string | readonly [name: string, type?: string, format?: unknown];
export type Compiled = string | readonly Token[];
type Values = Record<string, unknown>;
type Descriptor = { id: string; message?: Compiled; values?: Values };

const PLURAL_MARK = '\u0000#\u0000';
let messages: Record<string, Compiled> = {};
let locale = 'en';
let locales: string[] = ['en-US'];
const listeners = new Set<() => void>();
const intl = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function kept<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  const full = `${locales.join()} ${key}`;
  if (!intl.has(full)) intl.set(full, make());
  return intl.get(full) as T;
}

function format(tokens: Compiled, values: Values, inPlural = false): string {
  if (typeof tokens === 'string') return tokens;
  let out = '';
  for (const token of tokens) {
    if (token === '#' && inPlural) out += PLURAL_MARK;
    else if (typeof token === 'string') out += token;
    else {
      const [name, type, forms] = token;
      const value = values[name];
      let text: unknown = value;
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...cases } = forms as Record<string, Compiled> & { offset?: number };
        const n = Number(value) - Number(offset);
        const rules = kept(
          type,
          () => new Intl.PluralRules(locales, { type: type === 'plural' ? 'cardinal' : 'ordinal' }),
        );
        const chosen = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other;
        text =
          chosen === undefined
            ? undefined
            : format(chosen, values, true).replaceAll(
                PLURAL_MARK,
                kept('number', () => new Intl.NumberFormat(locales)).format(n),
              );
      } else if (type === 'select') {
        const cases = forms as Record<string, Compiled>;
        const chosen = cases[String(value)] ?? cases.other;
        text = chosen === undefined ? undefined : format(chosen, values);
      } else if (type === 'number') {
        text = kept(
          `number ${String(forms)}`,
          () =>
            new Intl.NumberFormat(locales, { style: forms as Intl.NumberFormatOptions['style'] }),
        ).format(Number(value));
      }
      if (text != null) out += String(text);
    }
  }
  return out;
}

export const i18n = {
  get locale(): string {
    return locale;
  },
  /** A message in the active language: its translation, else the English it carries, else its id. */
  _(id: string | Descriptor, values?: Values, options?: { message?: Compiled }): string {
    let message = options?.message;
    if (typeof id !== 'string') {
      values = id.values ?? values;
      message = id.message;
      id = id.id;
    }
    return format(messages[id] || message || id, values ?? {});
  },
  load(_locale: string, catalogue: Record<string, unknown>): void {
    messages = catalogue as Record<string, Compiled>;
  },
  /** `formatLocales`: the locales plural rules and numbers follow (the language's name may be none, 'pseudo-rtl'). */
  activate(next: string, formatLocales: string[]): void {
    locale = next;
    locales = formatLocales;
    for (const listener of listeners) listener();
  },
  on(_event: 'change', listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
