/** The contract's bounds for one payment (POST /wallet/payments amountCents). */
export const MIN_PAYMENT_CENTS = 500;
export const MAX_PAYMENT_CENTS = 1_000_000;

export type AmountResult = { ok: true; cents: number } | { ok: false; error: string };

/** "50", "50.5", "$1,250.00" -> cents, refused before anything is sent when out of bounds. */
export function parseAmount(text: string): AmountResult {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!cleaned) return { ok: false, error: 'Enter an amount.' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, error: 'Enter an amount in dollars, for example 25 or 25.50.' };
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents < MIN_PAYMENT_CENTS) return { ok: false, error: 'The smallest payment is $5.00.' };
  if (cents > MAX_PAYMENT_CENTS) return { ok: false, error: 'The largest payment is $10,000.00.' };
  return { ok: true, cents };
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" -> "Nov 2026". */
export function formatMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  if (!year || !mm) return month;
  return MONTH_LABEL.format(new Date(Date.UTC(year, mm - 1, 1)));
}
