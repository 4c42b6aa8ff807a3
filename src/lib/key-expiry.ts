/**
 * When an API key stops working, read the same way wherever the console looks: the keys page, the
 * overview's tile and the attention place. Each asks within its own window (30 days where a person
 * manages keys, 14 where the console calls for attention), never with its own arithmetic.
 */
export const DAY_MS = 86_400_000;

export type KeyExpiry =
  /** No expiry, or one the service sent that is not a date. */
  | { kind: 'never' }
  | { kind: 'expired'; at: number }
  /** Still works; `days` left, rounded up (a key that stops in an hour has 1 day left). */
  | { kind: 'expires'; at: number; days: number };

export function keyExpiry(expiresAt: string | null | undefined, now: number): KeyExpiry {
  const at = expiresAt ? new Date(expiresAt).getTime() : Number.NaN;
  if (Number.isNaN(at)) return { kind: 'never' };
  if (at <= now) return { kind: 'expired', at };
  return { kind: 'expires', at, days: Math.max(1, Math.ceil((at - now) / DAY_MS)) };
}

/** Still works, and stops within `days` from now. */
export function expiresWithin(
  expiry: KeyExpiry,
  days: number,
  now: number,
): expiry is Extract<KeyExpiry, { kind: 'expires' }> {
  return expiry.kind === 'expires' && expiry.at - now <= days * DAY_MS;
}
