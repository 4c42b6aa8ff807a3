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
 * language writes numbers), refused before anything is sent when out of bounds: our contract's,
 * or tighter ones in force (`bounds`: the live document's amountCents, field-bounds.ts).
 */
export function parseAmount(
  text: string,
  bounds: { minimum?: number; maximum?: number } = {},
): AmountResult {
  const lowest = Math.max(MIN_PAYMENT_CENTS, bounds.minimum ?? MIN_PAYMENT_CENTS);
  const highest = Math.min(MAX_PAYMENT_CENTS, bounds.maximum ?? MAX_PAYMENT_CENTS);
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
  if (cents < lowest) {
    const least = formatCents(lowest);
    return { ok: false, error: t`The smallest payment is ${least}.` };
  }
  if (cents > highest) {
    const most = formatCents(highest);
    return { ok: false, error: t`The largest payment is ${most}.` };
  }
  return { ok: true, cents };
}

/** "2026-11" -> "Nov 2026", in the chosen language (src/lib/format.ts). */
export { formatMonth } from '@/lib/format';
