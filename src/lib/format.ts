import { formatLanguage, formatLocale } from './i18n/locale';
import { getPreferences } from './preferences';
import { isPresenting, maskMoney } from './presentation/presentation';

// Every formatter is built once per locale and kept (a table formats per cell; building an Intl
// formatter per call is a large part of drawing a list's rows on a phone). The locale is the
// language preference's (src/lib/i18n/locale.ts): "$1,234.56" in English, "1.234,56 $" in German.
const formatters = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | null
>();
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | null>(
  key: string,
  make: () => T,
): T {
  const full = `${formatLocale()} ${key}`;
  if (!formatters.has(full)) formatters.set(full, make());
  return formatters.get(full) as T;
}
const plainAmount = () =>
  kept(
    'amount',
    () =>
      new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );

/**
 * 123456 cents -> "$1,234.56". Never throws: a currency code Intl does not know (the contract
 * allows any three letters) is shown as the code beside the amount, "XQZ 1,234.56". While
 * presentation mode is on, the amount is masked: "$•••.••" (lib/presentation/presentation.ts).
 */
export function formatCents(cents: number, currency = 'USD'): string {
  if (!Number.isFinite(cents)) return '—';
  const formatter = kept(`money ${currency}`, () => {
    try {
      return new Intl.NumberFormat(formatLocale(), { style: 'currency', currency });
    } catch {
      return null;
    }
  });
  const text = formatter
    ? formatter.format(cents / 100)
    : `${currency} ${plainAmount().format(cents / 100)}`;
  return isPresenting() ? maskMoney(text) : text;
}

/**
 * 123456 cents -> "$1.2K" ("1234,6 $" in German, whose compact form starts at a million): a chart's
 * axis. An unknown currency code is shown beside the amount, as formatCents does; masked while
 * presenting.
 */
export function formatCompactCents(cents: number, currency = 'USD'): string {
  if (!Number.isFinite(cents)) return '—';
  const formatter = kept(`compact money ${currency}`, () => {
    try {
      return new Intl.NumberFormat(formatLocale(), {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      });
    } catch {
      return null;
    }
  });
  const text = formatter
    ? formatter.format(cents / 100)
    : `${currency} ${kept('compact', () => new Intl.NumberFormat(formatLocale(), { notation: 'compact', maximumFractionDigits: 1 })).format(cents / 100)}`;
  return isPresenting() ? maskMoney(text) : text;
}

/** "2026-11" (a month of the service's reports, UTC) -> "Nov 2026" ("Nov. 2026" in German); as sent when unreadable. */
export function formatMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  if (!year || !mm) return month;
  return kept(
    'month',
    () =>
      new Intl.DateTimeFormat(formatLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(year, mm - 1, 1)));
}

export function formatNumber(value: number): string {
  return kept('integer', () => new Intl.NumberFormat(formatLocale())).format(value);
}

// The date format preference: "10 Mar 2026", "Mar 10, 2026" or "2026-03-10". The order is a choice
// English has (en-GB, en-US); another language writes its dates its own way ("10. März 2026") and
// keeps only the ISO choice.
function dateStyle(format: 'day-month' | 'month-day' | 'iso'): {
  locale: string;
  month: 'short' | '2-digit';
} {
  if (format === 'iso') return { locale: 'sv-SE', month: '2-digit' };
  if (formatLanguage() !== 'en') return { locale: formatLocale(), month: 'short' };
  return { locale: format === 'day-month' ? 'en-GB' : 'en-US', month: 'short' };
}

/**
 * A date-time formatter of the caller's own options (a chart's ticks and tooltips) in the locale
 * the date-format preference gives, built once per locale, preference and `key`.
 */
export function preferredDateTimeFormat(
  key: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const { dateFormat } = getPreferences();
  return kept(
    `custom ${dateFormat} ${key}`,
    () => new Intl.DateTimeFormat(dateStyle(dateFormat).locale, options),
  );
}

/**
 * Dates follow the person's preferences (time zone, format) unless a caller passes `utc`. A date
 * this browser cannot read is shown as the service sent it, never as a blank or an error.
 */
export function formatDateTime(
  iso: string | null | undefined,
  utc = getPreferences().timeZone === 'utc',
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { dateFormat } = getPreferences();
  const style = dateStyle(dateFormat);
  return kept(
    `time ${dateFormat} ${utc}`,
    () =>
      new Intl.DateTimeFormat(style.locale, {
        year: 'numeric',
        month: style.month,
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: utc ? 'UTC' : undefined,
        timeZoneName: utc ? 'short' : undefined,
      }),
  ).format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  const { timeZone, dateFormat } = getPreferences();
  if (Number.isNaN(date.getTime())) return iso;
  const style = dateStyle(dateFormat);
  return kept(
    `date ${dateFormat} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(style.locale, {
        year: 'numeric',
        month: style.month,
        day: '2-digit',
        timeZone: timeZone === 'utc' ? 'UTC' : undefined,
      }),
  ).format(date);
}

/**
 * A wait or a length of time, largest units first: "42 min 10 s", "1 h 0 min", "9 s". The unit
 * symbols are the same in every language; the figures are the chosen locale's.
 */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = formatNumber(Math.floor(total / 3600));
  const m = formatNumber(Math.floor((total % 3600) / 60));
  const s = formatNumber(total % 60);
  if (total >= 3600) return `${h} h ${m} min`;
  if (total >= 60) return `${m} min ${s} s`;
  return `${s} s`;
}

/**
 * A clock time, "14:05:09" ("02:05:09 PM" when the date-format preference is the US month-day
 * order), in the preference's time zone: for "checked at" notes. ISO writes a 24-hour clock.
 */
export function formatTime(value: string | number, seconds = true): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '—';
  const { timeZone, dateFormat } = getPreferences();
  const style = dateStyle(dateFormat);
  return kept(
    `clock ${dateFormat} ${timeZone} ${seconds}`,
    () =>
      new Intl.DateTimeFormat(style.locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: seconds ? '2-digit' : undefined,
        timeZone: timeZone === 'utc' ? 'UTC' : undefined,
      }),
  ).format(date);
}

const relative = () =>
  kept('relative', () => new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'auto' }));

/** 45, 'day' -> "in 45 days", -1, 'day' -> "yesterday" ("in 45 Tagen", "gestern" in German). */
export function formatRelativeUnit(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return relative().format(value, unit);
}
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 12 days", "3 hours ago". */
export function formatRelative(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '—';
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return relative().format(Math.round(seconds / size), unit);
  }
  return '—';
}

/** 1234.56 -> "1,234.6" ("1.234,6" in German), with one formatter for every cell rather than one per call. */
export function formatOneDecimal(value: number): string {
  return kept(
    'one decimal',
    () => new Intl.NumberFormat(formatLocale(), { maximumFractionDigits: 1 }),
  ).format(value);
}

/** 2048 -> "2 GB", 1536 -> "1.5 GB" ("1,5 GB" in German), 512 -> "512 MB". */
export function formatMemory(mb: number): string {
  return mb >= 1024 ? `${formatOneDecimal(mb / 1024)} GB` : `${formatNumber(mb)} MB`;
}

export function formatBps(bps: number | null): string {
  if (bps === null) return '—';
  const units = ['B/s', 'kB/s', 'MB/s', 'GB/s'];
  let value = bps;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatOneDecimal(value)} ${units[unit]}`;
}
