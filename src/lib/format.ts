import { getPreferences } from './preferences';
import { isPresenting, maskMoney } from './presentation';

const money = new Map<string, Intl.NumberFormat | null>();
const plainAmount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 123456 cents -> "$1,234.56". Never throws: a currency code Intl does not know (the contract
 * allows any three letters) is shown as the code beside the amount, "XQZ 1,234.56". While
 * presentation mode is on, the amount is masked: "$•••.••" (lib/presentation.ts).
 */
export function formatCents(cents: number, currency = 'USD'): string {
  if (!Number.isFinite(cents)) return '—';
  let formatter = money.get(currency);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      formatter = null;
    }
    money.set(currency, formatter);
  }
  const text = formatter ? formatter.format(cents / 100) : `${currency} ${plainAmount.format(cents / 100)}`;
  return isPresenting() ? maskMoney(text) : text;
}

const integer = new Intl.NumberFormat('en-US');
export function formatNumber(value: number): string {
  return integer.format(value);
}

// A table formats a date per cell, and toLocaleString builds an Intl formatter on every call (a
// large part of rendering a list's rows on a phone): one formatter is built per format and kept.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(key);
  if (!formatter) dateFormatters.set(key, (formatter = make()));
  return formatter;
}

// The date format preference: "10 Mar 2026", "Mar 10, 2026" or "2026-03-10".
const DATE_STYLES = {
  'day-month': { locale: 'en-GB', month: 'short' },
  'month-day': { locale: 'en-US', month: 'short' },
  iso: { locale: 'sv-SE', month: '2-digit' },
} as const;

/**
 * Dates follow the person's preferences (time zone, format) unless a caller passes `utc`. A date
 * this browser cannot read is shown as the service sent it, never as a blank or an error.
 */
export function formatDateTime(iso: string | null | undefined, utc = getPreferences().timeZone === 'utc'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { dateFormat } = getPreferences();
  const style = DATE_STYLES[dateFormat];
  return dateFormatter(`time ${dateFormat} ${utc}`, () =>
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
  const style = DATE_STYLES[dateFormat];
  return dateFormatter(`date ${dateFormat} ${timeZone}`, () =>
    new Intl.DateTimeFormat(style.locale, { year: 'numeric', month: style.month, day: '2-digit', timeZone: timeZone === 'utc' ? 'UTC' : undefined }),
  ).format(date);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
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
    if (Math.abs(seconds) >= size || unit === 'second') return relative.format(Math.round(seconds / size), unit);
  }
  return '—';
}

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** 1234.56 -> "1,234.6", with one formatter for every cell rather than one per call. */
export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}

export function formatMemory(mb: number): string {
  return mb >= 1024 ? `${formatOneDecimal(mb / 1024)} GB` : `${mb} MB`;
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
