// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { i18n, type Compiled } from './message-runtime';

/*
 * The console's message runtime (message-runtime.ts) answers as @lingui/core does: every message of every
 * catalogue, English and German, compiled as the build compiles them, rendered by both with counts
 * that meet every plural form, in English, German and Arabic (six plural forms).
 */
const po = formatter({ lineNumbers: false });
const catalogues = ['en', 'de'].flatMap((language) =>
  readdirSync(`src/locales/${language}`).map((file) =>
    po.parse(readFileSync(`src/locales/${language}/${file}`, 'utf8'), {
      locale: language,
      sourceLocale: 'en',
      filename: file,
    }),
  ),
);
// And the forms the catalogues do not use yet: every plural category, exact counts, an offset,
// ordinals, a select, numbers and percentages inside a message.
const forms = [
  '{n, plural, zero {no server} one {# server} two {two servers} few {# servers (few)} many {# servers (many)} other {# servers}}',
  '{n, plural, =0 {none} =1 {just one} offset:1 one {you and # other} other {you and # others}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} on {name}',
  '{kind, select, read {read only} full {full access} other {{kind}}}',
  '{n, number} of {total, number, percent}',
];
const messages = [
  ...catalogues.flatMap((catalogue) =>
    Object.values(catalogue).flatMap((entry) =>
      [entry.message, entry.translation].filter((text): text is string => !!text),
    ),
  ),
  ...forms,
];

function placeholders(message: Compiled, into = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(message)) return into;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, forms] = token;
    if (!into.has(name) || type) into.set(name, type ?? 'text');
    if (forms && typeof forms === 'object')
      for (const form of Object.values(forms))
        if (typeof form !== 'number') placeholders(form as Compiled, into);
  }
  return into;
}

describe('the message runtime', () => {
  it(`renders all ${messages.length} messages as @lingui/core does`, () => {
    expect(messages.length).toBeGreaterThan(3000);
    let compared = 0;
    for (const locales of [['en-US'], ['de-DE'], ['ar']]) {
      const lingui = setupI18n();
      lingui.setMessagesCompiler((text) => compileMessage(text));
      lingui.load('x', {});
      lingui.activate('x', locales);
      i18n.load('x', {});
      i18n.activate('x', locales);
      for (const text of messages) {
        const compiled = compileMessage(text) as Compiled;
        const names = [...placeholders(compiled)];
        for (const count of [0, 1, 2, 3, 11, 100, 1234.5]) {
          const values = Object.fromEntries(
            names.map(([name, type]) => [
              name,
              type === 'plural' || type === 'selectordinal' || type === 'number'
                ? count
                : type === 'select'
                  ? ['read', 'full', 'x'][count % 3]
                  : `‹${name}›`,
            ]),
          );
          expect(i18n._({ id: 'x', message: compiled, values }), text).toBe(
            lingui._({ id: 'x', message: compiled as never, values }),
          );
          compared++;
          if (!names.some(([, type]) => type !== 'text')) break;
        }
      }
    }
    expect(compared).toBeGreaterThan(9000);
  });

  it('prefers the loaded translation, then the English it carries, then the id', () => {
    i18n.load('de', { a1: 'Abmelden' });
    i18n.activate('de', ['de']);
    expect(i18n._({ id: 'a1', message: 'Sign out' })).toBe('Abmelden');
    expect(i18n._({ id: 'b2', message: 'Sign in' })).toBe('Sign in');
    expect(i18n._('c3')).toBe('c3');
    // @lingui/react's TransNoContext calls it with the id, the values and the message apart.
    expect(
      i18n._(
        'd4',
        { n: 2 },
        { message: [['n', 'plural', { one: ['#', ' Server'], other: ['#', ' Server'] }]] },
      ),
    ).toBe('2 Server');
  });

  it('tells its listeners when the language changes', () => {
    let told = 0;
    const stop = i18n.on('change', () => told++);
    i18n.activate('en', ['en-US']);
    stop();
    i18n.activate('de', ['de']);
    expect(told).toBe(1);
    expect(i18n.locale).toBe('de');
  });
});
