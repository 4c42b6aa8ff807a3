import type { components } from '@/api/schema.gen';
import { DAY_MS, expiresWithin, keyExpiry } from '@/lib/key-expiry';

type Schemas = components['schemas'];
export type InstanceStatus = Schemas['InstanceStatus'];

export const KEY_EXPIRY_WINDOW_DAYS = 30;

/** The order the tile lists statuses in: what needs attention first. */
export const INSTANCE_STATUSES: readonly InstanceStatus[] = [
  'error',
  'provisioning',
  'running',
  'stopped',
  'destroyed',
];

export function countInstancesByStatus(
  items: ReadonlyArray<Pick<Schemas['Instance'], 'status'>>,
): Record<InstanceStatus, number> {
  const counts: Record<InstanceStatus, number> = {
    error: 0,
    provisioning: 0,
    running: 0,
    stopped: 0,
    destroyed: 0,
  };
  for (const item of items) if (item.status in counts) counts[item.status] += 1;
  return counts;
}

export function problemEndpoints<T extends Pick<Schemas['WebhookEndpoint'], 'status'>>(
  items: readonly T[],
) {
  return {
    failing: items.filter((item) => item.status === 'failing'),
    disabled: items.filter((item) => item.status === 'disabled'),
  };
}

/** Keys that still work but stop within the window, soonest first; and keys already expired. */
export function expiringKeys<T extends Pick<Schemas['ApiKey'], 'expiresAt'>>(
  keys: readonly T[],
  now = Date.now(),
) {
  const soon: Array<{ key: T; at: number }> = [];
  const expired: T[] = [];
  for (const key of keys) {
    const expiry = keyExpiry(key.expiresAt, now);
    if (expiry.kind === 'expired') expired.push(key);
    else if (expiresWithin(expiry, KEY_EXPIRY_WINDOW_DAYS, now)) soon.push({ key, at: expiry.at });
  }
  return { soon: soon.sort((a, b) => a.at - b.at).map(({ key }) => key), expired };
}

export interface RecentBackups {
  count: number;
  failed: number;
  /** False when the page may not hold every backup of the last day (then `count` is a lower bound). */
  complete: boolean;
}

/** Backups created in the last 24 hours, read from one page of the backup list. */
export function recentBackups(
  page: { items: ReadonlyArray<Pick<Schemas['Backup'], 'createdAt' | 'status'>>; total: number },
  now = Date.now(),
): RecentBackups {
  const times = page.items.map((item) => new Date(item.createdAt).getTime());
  const recent = page.items.filter((_, index) => now - (times[index] ?? 0) <= DAY_MS);
  const newestFirst = times.every(
    (time, index) => index === 0 || time <= (times[index - 1] ?? time),
  );
  const oldest = times.length ? Math.min(...times) : now;
  const complete = page.total <= page.items.length || (newestFirst && now - oldest > DAY_MS);
  return {
    count: recent.length,
    failed: recent.filter((item) => item.status === 'failed').length,
    complete,
  };
}
