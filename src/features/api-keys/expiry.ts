import { plural, t } from '@lingui/core/macro';
import { formatRelative, formatRelativeUnit } from '@/lib/format';
import type { ApiKey } from './queries';

const DAY = 86_400_000;
/** Keys expiring within this many days are flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState =
  | { kind: 'never' }
  | { kind: 'expired'; label: string }
  | { kind: 'soon'; label: string }
  | { kind: 'later'; label: string };

/** Whole days up to three months ("in 45 days", "30 days ago"); coarser beyond, finer within a day. */
function relativeExpiry(iso: string, at: number, now: number): string {
  const wholeDays = Math.round((at - now) / DAY);
  if (wholeDays === 0 || Math.abs(wholeDays) > 90) return formatRelative(iso, now);
  return formatRelativeUnit(wholeDays, 'day');
}

export function expiryState(key: Pick<ApiKey, 'expiresAt'>, now = Date.now()): ExpiryState {
  if (!key.expiresAt) return { kind: 'never' };
  const at = new Date(key.expiresAt).getTime();
  if (Number.isNaN(at)) return { kind: 'never' };
  const when = relativeExpiry(key.expiresAt, at, now);
  if (at <= now) return { kind: 'expired', label: t`expired ${when}` };
  const label = t`expires ${when}`;
  return at - now <= EXPIRY_WARNING_DAYS * DAY ? { kind: 'soon', label } : { kind: 'later', label };
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
  return Math.min(730, Math.max(1, Math.round((end - start) / DAY)));
}

export function describeExpiryLength(days: number | null): string {
  if (days === null) return t`never expires`;
  return plural(days, {
    one: 'expires # day after creation',
    other: 'expires # days after creation',
  });
}
