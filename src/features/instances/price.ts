import { formatCents } from '@/lib/format';
import { shown } from '@/lib/presentation';

const hourly = new Map<string, Intl.NumberFormat>();

/** Hourly prices hold fractions of a cent: 0.744 cents -> "$0.00744". */
export function formatHourlyCents(cents: number, currency = 'USD'): string {
  let formatter = hourly.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 5 });
    hourly.set(currency, formatter);
  }
  return shown(formatter.format(cents / 100), 'money');
}

export function formatMonthlyCents(cents: number, currency = 'USD'): string {
  return formatCents(cents, currency);
}
