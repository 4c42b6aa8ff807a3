import { t } from '@lingui/core/macro';
import { formatCents } from '@/lib/format';
import { formatLocale } from '@/lib/i18n/locale';

/** The contract's bounds for one payment (POST /wallet/payments amountCents). */
export const MIN_PAYMENT_CENTS = 500;
export const MAX_PAYMENT_CENTS = 1_000_000;

export type AmountResult = { ok: true; cents: number } | { ok: false; error: string };

/** The chosen locale's decimal and group signs: "." and "," in English, "," and "." in German. */
export function numberSigns(): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(formatLocale()).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * "50", "50.5", "$1,250.00" -> cents ("1.250,50" in German: an amount is typed as the chosen
 * language writes numbers), refused before anything is sent when out of bounds.
 */
export function parseAmount(text: string): AmountResult {
  const { decimal, group } = numberSigns();
  const cleaned = text
    .trim()
    .replace(/^\$\s*|\s*\$$/g, '')
    .split(group)
    .join('')
    .replace(decimal, '.');
  if (!cleaned) return { ok: false, error: t`Enter an amount.` };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned))
    return { ok: false, error: t`Enter an amount in dollars, for example 25 or 25.50.` };
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents < MIN_PAYMENT_CENTS) {
    const least = formatCents(MIN_PAYMENT_CENTS);
    return { ok: false, error: t`The smallest payment is ${least}.` };
  }
  if (cents > MAX_PAYMENT_CENTS) {
    const most = formatCents(MAX_PAYMENT_CENTS);
    return { ok: false, error: t`The largest payment is ${most}.` };
  }
  return { ok: true, cents };
}

/** "2026-11" -> "Nov 2026", in the chosen language (src/lib/format.ts). */
export { formatMonth } from '@/lib/format';
