// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatBps,
  formatCents,
  formatCompactCents,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMemory,
  formatMonth,
  formatNumber,
  formatOneDecimal,
  formatRelative,
  formatRelativeUnit,
  formatTime,
} from './format';
import { setFormatLocale } from './i18n/locale';
import { DEFAULT_PREFERENCES, setPreferences, type Preferences } from './preferences';

// The formatters in the chosen locale (issue 31): English, German and Arabic, set as src/lib/i18n/i18n.ts
// sets them (setFormatLocale(locale, language)), and reset to English after each test.
const NBSP = '\u00a0';
const MOMENT = '2026-03-10T14:05:00Z';
const NOW = Date.parse(MOMENT);
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();
const daysFromNow = (n: number) => new Date(NOW + n * 86_400_000).toISOString();

function speak(
  locale: string,
  language: string,
  dateFormat: Preferences['dateFormat'] = 'day-month',
) {
  setFormatLocale(locale, language);
  setPreferences({ timeZone: 'utc', dateFormat });
}

beforeEach(() => speak('en-US', 'en'));
afterEach(() => {
  setFormatLocale('en-US', 'en');
  setPreferences(DEFAULT_PREFERENCES);
  localStorage.clear();
});

/** Which digits a text is written in. */
const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN = /[0-9]/;

describe('in English (en-US)', () => {
  it('formats money, integers and decimals', () => {
    expect(formatCents(123456, 'USD')).toBe('$1,234.56');
    expect(formatCents(-250, 'EUR')).toBe('-€2.50');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatOneDecimal(1234.56)).toBe('1,234.6');
    expect(formatCompactCents(123456, 'USD')).toBe('$1.2K');
  });

  it('formats sizes and rates', () => {
    expect(formatMemory(512)).toBe('512 MB');
    expect(formatMemory(1536)).toBe('1.5 GB');
    expect(formatBps(999)).toBe('999 B/s');
    expect(formatBps(1_234_567)).toBe('1.2 MB/s');
    expect(formatBps(null)).toBe('—');
  });

  it('formats durations, largest units first', () => {
    expect(formatDuration(9_000)).toBe('9 s');
    expect(formatDuration(42 * 60_000 + 10_000)).toBe('42 min 10 s');
    expect(formatDuration(3_600_000)).toBe('1 h 0 min');
    expect(formatDuration(1500 * 3_600_000)).toBe('1,500 h 0 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('writes dates in the order the date-format preference asks for', () => {
    expect(formatDateTime(MOMENT)).toBe('10 Mar 2026, 14:05 UTC');
    expect(formatDate(MOMENT)).toBe('10 Mar 2026');
    speak('en-US', 'en', 'month-day');
    expect(formatDateTime(MOMENT)).toBe('Mar 10, 2026, 02:05 PM UTC');
    expect(formatDate(MOMENT)).toBe('Mar 10, 2026');
    speak('en-US', 'en', 'iso');
    expect(formatDateTime(MOMENT)).toBe('2026-03-10 14:05 UTC');
    expect(formatDate(MOMENT)).toBe('2026-03-10');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });

  it('writes clock times as the date-format preference has them', () => {
    expect(formatTime(MOMENT)).toBe('14:05:00');
    expect(formatTime(NOW, false)).toBe('14:05');
    speak('en-US', 'en', 'month-day');
    expect(formatTime(MOMENT)).toBe('02:05:00 PM');
    speak('en-US', 'en', 'iso');
    expect(formatTime(MOMENT)).toBe('14:05:00');
    expect(formatTime('not a time')).toBe('not a time');
  });

  it('says relative times in words', () => {
    expect(formatRelative(minutesAgo(5), NOW)).toBe('5 minutes ago');
    expect(formatRelative(daysFromNow(12), NOW)).toBe('in 12 days');
    expect(formatRelative(daysFromNow(-1), NOW)).toBe('yesterday');
    expect(formatRelativeUnit(45, 'day')).toBe('in 45 days');
  });

  it('keeps a British browser’s conventions (en-GB)', () => {
    speak('en-GB', 'en');
    expect(formatCents(123456, 'USD')).toBe('US$1,234.56');
    expect(formatCents(123456, 'GBP')).toBe('£1,234.56');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('in German (de)', () => {
  beforeEach(() => speak('de', 'de'));

  it('formats money with the amount first, and German separators', () => {
    expect(formatCents(123456, 'USD')).toBe(`1.234,56${NBSP}$`);
    expect(formatCents(123456, 'EUR')).toBe(`1.234,56${NBSP}€`);
    expect(formatCents(-250, 'EUR')).toBe(`-2,50${NBSP}€`);
    // A code of no real currency stays beside the amount, in German figures and order.
    expect(formatCents(123456, 'QQQ')).toBe(`1.234,56${NBSP}QQQ`);
    // One Intl refuses (not three letters) is shown before it, with German figures.
    expect(formatCents(-250, 'dollars')).toBe('dollars -2,50');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatOneDecimal(1234.56)).toBe('1.234,6');
    expect(formatCompactCents(123456, 'USD')).toBe(`1234,6${NBSP}$`);
  });

  it('formats sizes and rates', () => {
    expect(formatMemory(512)).toBe('512 MB');
    expect(formatMemory(1536)).toBe('1,5 GB');
    expect(formatBps(1_234_567)).toBe('1,2 MB/s');
    expect(formatDuration(1500 * 3_600_000)).toBe('1.500 h 0 min');
  });

  it('writes dates the German way, whichever English order is chosen; ISO stays ISO', () => {
    expect(formatDateTime(MOMENT)).toBe('10. März 2026, 14:05 UTC');
    expect(formatDate(MOMENT)).toBe('10. März 2026');
    speak('de', 'de', 'month-day');
    expect(formatDateTime(MOMENT)).toBe('10. März 2026, 14:05 UTC');
    expect(formatDate(MOMENT)).toBe('10. März 2026');
    speak('de', 'de', 'iso');
    expect(formatDateTime(MOMENT)).toBe('2026-03-10 14:05 UTC');
    expect(formatDate(MOMENT)).toBe('2026-03-10');
    expect(formatMonth('2026-11')).toBe('Nov. 2026');
    speak('de', 'de', 'month-day');
    expect(formatTime(MOMENT)).toBe('14:05:00');
  });

  it('says relative times in German', () => {
    expect(formatRelative(minutesAgo(5), NOW)).toBe('vor 5 Minuten');
    expect(formatRelative(daysFromNow(12), NOW)).toBe('in 12 Tagen');
    expect(formatRelative(daysFromNow(-1), NOW)).toBe('gestern');
    expect(formatRelative('0001-01-01T00:00:00Z', Date.UTC(2026, 0, 1))).toBe('vor 2.026 Jahren');
    expect(formatRelativeUnit(45, 'day')).toBe('in 45 Tagen');
  });
});

describe('in Arabic (ar, and ar-EG)', () => {
  // Whether 'ar' writes Arabic-Indic or Latin digits depends on the ICU (CLDR 42 made Latin the
  // default for 'ar'; Egypt keeps Arabic-Indic): the tests ask Intl which, then check the text uses it.
  const digitsOf = (locale: string) =>
    new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;

  for (const locale of ['ar', 'ar-EG']) {
    describe(locale, () => {
      beforeEach(() => speak(locale, 'ar'));
      const digits = () =>
        digitsOf(locale) === 'arab'
          ? { used: ARABIC_INDIC, unused: LATIN }
          : { used: LATIN, unused: ARABIC_INDIC };

      it('formats numbers in the locale’s digits', () => {
        const text = formatNumber(1234567);
        expect(text).toBe(new Intl.NumberFormat(locale).format(1234567));
        expect(text).toMatch(digits().used);
        expect(text).not.toMatch(digits().unused);
        expect(formatOneDecimal(1234.56)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.56),
        );
        expect(formatMemory(1536)).toBe(
          `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5)} GB`,
        );
      });

      it('writes durations in the locale’s digits, with the unit symbols as they are', () => {
        const text = formatDuration(42 * 60_000 + 10_000);
        expect(text).toBe(
          `${new Intl.NumberFormat(locale).format(42)} min ${new Intl.NumberFormat(locale).format(10)} s`,
        );
        expect(text).toMatch(digits().used);
      });

      it('puts the currency after the amount', () => {
        const text = formatCents(123456, 'USD');
        expect(text).toBe(
          new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.56),
        );
        expect(text).toMatch(digits().used);
        expect(text.indexOf('US$')).toBeGreaterThan(text.search(digits().used));
      });

      it('writes dates with Arabic month names, in every date-format preference but ISO', () => {
        const options: Intl.DateTimeFormatOptions = {
          year: 'numeric',
          month: 'short',
          day: '2-digit',
          timeZone: 'UTC',
        };
        for (const dateFormat of ['day-month', 'month-day'] as const) {
          speak(locale, 'ar', dateFormat);
          expect(formatDate(MOMENT)).toBe(
            new Intl.DateTimeFormat(locale, options).format(new Date(MOMENT)),
          );
          expect(formatDate(MOMENT)).toContain('مارس');
          expect(formatDateTime(MOMENT)).toContain('مارس');
        }
        speak(locale, 'ar', 'iso');
        expect(formatDate(MOMENT)).toBe('2026-03-10');
      });

      it('says relative times in Arabic', () => {
        const text = formatRelative(minutesAgo(5), NOW);
        expect(text).toBe(
          new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-5, 'minute'),
        );
        expect(text).toContain('قبل');
        expect(text).toMatch(digits().used);
        expect(formatRelative(daysFromNow(-1), NOW)).toBe('أمس');
      });
    });
  }
});
