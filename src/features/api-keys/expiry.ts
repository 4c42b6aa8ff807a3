import { plural, t } from '@lingui/core/macro';
import { formatRelative, formatRelativeUnit } from '@/lib/format';
import { DAY_MS, expiresWithin, keyExpiry } from '@/lib/key-expiry';
import type { ApiKey } from './queries';

/** Keys expiring within this many days are flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState =
  | { kind: 'never' }
  | { kind: 'expired'; label: string }
  | { kind: 'soon'; label: string }
  | { kind: 'later'; label: string };

/** Whole days up to three months ("in 45 days", "30 days ago"); coarser beyond, finer within a day. */
function relativeExpiry(iso: string, at: number, now: number): string {
  const wholeDays = Math.round((at - now) / DAY_MS);
  if (wholeDays === 0 || Math.abs(wholeDays) > 90) return formatRelative(iso, now);
  return formatRelativeUnit(wholeDays, 'day');
}

export function expiryState(key: Pick<ApiKey, 'expiresAt'>, now = Date.now()): ExpiryState {
  const expiry = keyExpiry(key.expiresAt, now);
  if (expiry.kind === 'never' || !key.expiresAt) return { kind: 'never' };
  const when = relativeExpiry(key.expiresAt, expiry.at, now);
  if (expiry.kind === 'expired') return { kind: 'expired', label: t`expired ${when}` };
  const label = t`expires ${when}`;
  return expiresWithin(expiry, EXPIRY_WARNING_DAYS, now)
    ? { kind: 'soon', label }
    : { kind: 'later', label };
}

export function isExpired(key: Pick<ApiKey, 'expiresAt'>, now = Date.now()): boolean {
  return expiryState(key, now).kind === 'expired';
}

/**
 * The lifetime the key was created with (creation to expiry), for its successor: null for never.
 * Clamped to what the service accepts.
 */
export function expiryLengthDays(key: Pick<ApiKey, 'createdAt' | 'expiresAt'>): number | null {
  if (!key.expiresAt) return null;
  const end = new Date(key.expiresAt).getTime();
  const start = key.createdAt ? new Date(key.createdAt).getTime() : Number.NaN;
  if (Number.isNaN(end) || Number.isNaN(start)) return 90;
  return Math.min(730, Math.max(1, Math.round((end - start) / DAY_MS)));
}

export function describeExpiryLength(days: number | null): string {
  if (days === null) return t`never expires`;
  return plural(days, {
    one: 'expires # day after creation',
    other: 'expires # days after creation',
  });
}
