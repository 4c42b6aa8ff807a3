import { formatCents } from '@/lib/format';
import { formatLocale } from '@/lib/i18n/locale';
import { shown } from '@/lib/presentation/presentation';

const hourly = new Map<string, Intl.NumberFormat>();

/** Hourly prices hold fractions of a cent: 0.744 cents -> "$0.00744" ("0,00744 $" in German). */
export function formatHourlyCents(cents: number, currency = 'USD'): string {
  const key = `${formatLocale()} ${currency}`;
  let formatter = hourly.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(formatLocale(), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 5,
    });
    hourly.set(key, formatter);
  }
  return shown(formatter.format(cents / 100), 'money');
}

export function formatMonthlyCents(cents: number, currency = 'USD'): string {
  return formatCents(cents, currency);
}
