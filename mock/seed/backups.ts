// Backup servers (several per region) and ~650 backups per scale unit, both types.
import type { Db } from '../db/db';
import { hex, pick, stream } from '../lib/random';
import { DAY } from '../lib/time';
import type { BackupRec, BackupServerRec } from '../types';
import { MAIN_ACCOUNT_ID } from './keys';

export function seedBackups(db: Db, scale: number): void {
  const r = stream(db.seed, 'backups');
  const servers = new Map<string, BackupServerRec[]>();
  const serverCount = 12 * scale;
  for (let i = 0; i < serverCount; i++) {
    const region = db.regions[i % db.regions.length]!;
    const n = Math.floor(i / db.regions.length) + 1;
    const row: BackupServerRec = {
      id: `bks_${hex(r, 10)}`,
      accountId: MAIN_ACCOUNT_ID,
      name: `backup-${region.id}-${String(n).padStart(2, '0')}`,
      regionId: region.id,
      capacityGb: pick(r, [10000, 20000, 50000]),
    };
    db.backupServers.set(row.id, row);
    const list = servers.get(region.id);
    if (list) list.push(row);
    else servers.set(region.id, [row]);
  }
  const instances = [...db.instances.values()].filter(
    (i) => i.accountId === MAIN_ACCOUNT_ID && i.status !== 'provisioning',
  );
  const planDisk = new Map(db.plans.map((p) => [p.id, p.diskGb]));
  const count = 650 * scale;
  const rows: BackupRec[] = [];
  // Row i is the i-th newest; times strictly decrease with i, so reversing sorts them.
  for (let i = 0; i < count; i++) {
    const inst = pick(r, instances);
    const type = i % 5 === 4 ? 'manual' : 'auto';
    rows.push({
      id: `bkp_${hex(r, 14)}`,
      accountId: MAIN_ACCOUNT_ID,
      instanceId: inst.id,
      instanceName: inst.name,
      serverId: pick(r, servers.get(inst.regionId)!).id,
      type,
      status: r() < 0.05 ? 'failed' : 'completed',
      sizeGb: Math.round((planDisk.get(inst.planId) ?? 25) * (0.1 + r() * 0.6) * 100) / 100,
      createdAt: db.anchor - 60_000 - Math.floor(((i + 0.05 + r() * 0.9) / count) * 540 * DAY),
    });
  }
  for (let i = rows.length - 1; i >= 0; i--) db.backups.set(rows[i]!.id, rows[i]!);
}
