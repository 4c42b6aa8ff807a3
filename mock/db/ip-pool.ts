// Hands out unique public-looking IPv4 addresses per region.
import type { Db } from './db';

export function nextPublicIp(db: Db, regionId: string): string {
  const n = db.ipCursor.get(regionId) ?? 0;
  db.ipCursor.set(regionId, n + 1);
  const base = db.ipBase.get(regionId) ?? '198.51';
  return `${base}.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
}
