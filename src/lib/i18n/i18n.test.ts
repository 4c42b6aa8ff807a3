// @vitest-environment jsdom
import { plural, t } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { accented, rightToLeft } from '@/locales/pseudo';
import { activateLanguage, formatLocaleFor, resolveLanguage } from './i18n';
import { formatLocale } from './locale';

afterEach(() => activateLanguage('en'));

const servers = (count: number) =>
  t`${plural(count, { one: '# server', other: '# servers' })} on ${'web-1'}`;

describe('the language', () => {
  it('is the preference, else the first browser language the console speaks, else English', () => {
    expect(resolveLanguage('de', ['en-US'])).toBe('de');
    expect(resolveLanguage('auto', ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(resolveLanguage('auto', ['en-GB', 'de'])).toBe('en');
    expect(resolveLanguage('auto', ['fr', 'ar'])).toBe('en');
    expect(resolveLanguage('auto', [])).toBe('en');
  });

  it("formats in the browser's own tag of that language, else the language (pseudo-locales as English)", () => {
    expect(formatLocaleFor('de', ['en-US', 'de-AT'])).toBe('de-AT');
    expect(formatLocaleFor('de', ['fr'])).toBe('de');
    expect(formatLocaleFor('en', ['en-GB'])).toBe('en-GB');
    expect(formatLocaleFor('en', ['de'])).toBe('en-US');
    expect(formatLocaleFor('pseudo-rtl', ['de'])).toBe('en-US');
  });
});

describe('messages', () => {
  it('render in English from the code, plurals included, with no catalogue loaded', () => {
    expect(servers(1)).toBe('1 server on web-1');
    expect(servers(1234)).toBe('1,234 servers on web-1');
  });

  it('render in German from its catalogue, with German plural rules and numbers', async () => {
    await activateLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(formatLocale()).toMatch(/^de/);
    // A message the German catalogue has (the top bar's): the same words, the same id.
    expect(t`Sign out`).toBe('Abmelden');
    // One it has not falls back to its English, with German numbers.
    expect(servers(1234)).toBe('1.234 servers on web-1');
  });

  it('render in the right-to-left pseudo-locale without Intl refusing its name', async () => {
    await activateLanguage('pseudo-rtl');
    expect(document.documentElement.dir).toBe('rtl');
    expect(servers(2)).toBe('2 servers on web-1');
    // A catalogue's message: the long accented text, right to left (one tour checks both).
    expect(t`Sign out`).toMatch(/^\u202E\[Šíĝñ óúţ ~.*\]\u202C$/);
  });
});

describe('the pseudo-locales', () => {
  it('accent the text and make it about 40% longer, keeping placeholders, plural forms and tags', () => {
    const message = [
      'Deleted ',
      ['count', 'plural', { one: ['#', ' volume'], other: ['#', ' volumes'] }],
      ' on <0>',
      ['name'],
      '</0>',
    ] as const;
    const out = accented(message) as unknown[];
    expect(out[0]).toBe('[');
    expect(out[1]).toBe('Ðéĺéţéð ');
    expect(out[2]).toEqual([
      'count',
      'plural',
      { one: ['#', ' ṽóĺúɱé'], other: ['#', ' ṽóĺúɱéš'] },
    ]);
    expect(out[3]).toBe(' óñ <0>');
    expect(out[4]).toEqual(['name']);
    expect(out.at(-2)).toBe('</0>');
    expect(String(out.at(-1))).toMatch(/^ ~ .*\]$/);
    const plain = accented('Sign out') as string;
    expect(plain).toMatch(/^\[Šíĝñ óúţ.*\]$/);
    expect(plain.length - 2).toBeGreaterThanOrEqual(Math.ceil('Sign out'.length * 1.4));
  });

  it('wrap right-to-left text in override marks', () => {
    expect(rightToLeft('Sign out')).toBe('\u202ESign out\u202C');
    expect(rightToLeft(['Hi ', ['name']])).toEqual(['\u202E', 'Hi ', ['name'], '\u202C']);
  });
});
