// What hangs off the instances: volumes, reserved IPs and VPCs (private, disjoint ranges).
import type { Db } from '../db/db';
import { nextPublicIp } from '../db/ip-pool';
import { int, pick, uuid, type Rng } from '../lib/random';
import { DAY } from '../lib/time';
import type { InstanceRec } from '../types';
import { regionOf } from './instances';
import { MAIN_ACCOUNT_ID } from './keys';
import { ENVS, HOSTILE, UNICODE, VOLUME_KINDS } from './names';

const live = (i: InstanceRec) => i.status !== 'destroyed' && i.status !== 'provisioning';

function byRegion(db: Db): Map<string, InstanceRec[]> {
  const map = new Map<string, InstanceRec[]>();
  for (const i of db.instances.values()) {
    if (i.accountId !== MAIN_ACCOUNT_ID || !live(i)) continue;
    const list = map.get(i.regionId);
    if (list) list.push(i);
    else map.set(i.regionId, [i]);
  }
  return map;
}

const VOLUME_SPECIALS = [UNICODE[0], HOSTILE[0], HOSTILE[1], 'volume-名前-データ'];
const SIZES = [10, 20, 40, 50, 100, 250, 500, 1000, 2000];

function seedVolumes(db: Db, r: Rng, count: number, regions: Map<string, InstanceRec[]>): void {
  for (let i = 0; i < count; i++) {
    const regionId = regionOf(r);
    const candidates = regions.get(regionId) ?? [];
    const attach = candidates.length > 0 && r() < 0.65;
    const id = uuid(r);
    db.volumes.set(id, {
      id,
      accountId: MAIN_ACCOUNT_ID,
      name:
        i < VOLUME_SPECIALS.length
          ? VOLUME_SPECIALS[i]!
          : `${pick(r, VOLUME_KINDS)}-${pick(r, ENVS)}-${i}`,
      sizeGb: pick(r, SIZES),
      regionId,
      instanceId: attach ? pick(r, candidates).id : null,
      createdAt: db.anchor - int(r, 1, 500) * DAY,
    });
  }
}

function seedReservedIps(db: Db, r: Rng, count: number, regions: Map<string, InstanceRec[]>): void {
  for (let i = 0; i < count; i++) {
    const regionId = regionOf(r);
    const candidates = regions.get(regionId) ?? [];
    const id = uuid(r);
    db.reservedIps.set(id, {
      id,
      accountId: MAIN_ACCOUNT_ID,
      ipAddress: nextPublicIp(db, regionId),
      regionId,
      instanceId: candidates.length > 0 && r() < 0.5 ? pick(r, candidates).id : null,
      createdAt: db.anchor - int(r, 1, 450) * DAY,
    });
  }
}

/** The k-th range of a region: two /16s in 10/8, then /24s in 172.16/12, then /24s in 192.168/16. */
export function seededRange(regionIndex: number, k: number): string | null {
  if (k < 2) return `10.${regionIndex * 2 + k}.0.0/16`;
  if (k < 2 + 256) return `172.${16 + regionIndex}.${k - 2}.0/24`;
  if (k < 2 + 512) return `192.168.${k - 258}.0/24`;
  return null;
}

function seedVpcs(db: Db, r: Rng, count: number, regions: Map<string, InstanceRec[]>): void {
  const ids = db.regions.map((x) => x.id);
  const perRegion = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const regionIndex = i % ids.length;
    const regionId = ids[regionIndex]!;
    const k = perRegion.get(regionId) ?? 0;
    perRegion.set(regionId, k + 1);
    const ipRange = seededRange(regionIndex, k);
    if (!ipRange) continue;
    const pool = regions.get(regionId) ?? [];
    // The first VPC of every region but the first is left empty so it can be deleted.
    const size = k === 0 && regionIndex > 0 ? 0 : Math.min(pool.length, int(r, 1, 5));
    const members = new Set<string>();
    for (let m = 0; m < size; m++) members.add(pick(r, pool).id);
    const id = uuid(r);
    db.vpcs.set(id, {
      id,
      accountId: MAIN_ACCOUNT_ID,
      name:
        i === 3
          ? 'réseau-privé-東京'
          : `${pick(r, ENVS)}-${pick(r, ['backend', 'data', 'mgmt', 'mesh'])}-net-${i}`,
      regionId,
      ipRange,
      instanceIds: [...members],
      createdAt: db.anchor - int(r, 10, 520) * DAY,
    });
  }
}

export function seedAttachments(db: Db, r: Rng, scale: number): void {
  const regions = byRegion(db);
  seedVolumes(db, r, 32 * scale, regions);
  seedReservedIps(db, r, 12 * scale, regions);
  seedVpcs(db, r, 10 * scale, regions);
}
