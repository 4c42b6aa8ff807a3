// Instances of both accounts, over all five statuses, several regions and plans.
import type { Db } from '../db/db';
import { nextPublicIp } from '../db/ip-pool';
import { int, pick, unitHash, uuid, weightedPicker, type Rng } from '../lib/random';
import { DAY, HOUR } from '../lib/time';
import type { InstanceRec, InstanceStatus } from '../types';
import { DORMANT_ACCOUNT_ID, MAIN_ACCOUNT_ID } from './keys';
import { ENVS, ROLES, SPECIAL_NAMES } from './names';

const statusOf = weightedPicker<InstanceStatus>([
  ['running', 62],
  ['stopped', 14],
  ['error', 7],
  ['provisioning', 6],
  ['destroyed', 11],
]);
const FORCED: InstanceStatus[] = ['running', 'stopped', 'error', 'provisioning', 'destroyed'];
export const regionOf = weightedPicker([
  ['ewr', 30],
  ['fra', 25],
  ['nrt', 12],
  ['sgp', 12],
  ['syd', 10],
  ['lhr', 11],
]);
const osOf = weightedPicker([
  ['ubuntu-24.04', 35],
  ['ubuntu-22.04', 20],
  ['debian-12', 20],
  ['rocky-9', 8],
  ['alma-9', 6],
  ['fedora-41', 4],
  ['freebsd-14', 3],
  ['windows-2022', 4],
]);

function instanceName(r: Rng, i: number): string {
  if (i < SPECIAL_NAMES.length) return SPECIAL_NAMES[i]!;
  return `${pick(r, ROLES)}-${pick(r, ENVS)}-${String(i).padStart(2, '0')}`;
}

export function seedInstances(db: Db, r: Rng, count: number): void {
  const rows: InstanceRec[] = [];
  const plansIn = new Map(
    db.regions.map((reg) => [
      reg.id,
      db.plans.filter((p) => p.regionIds.includes(reg.id) && p.priceMonthlyCents < 100000),
    ]),
  );
  for (let i = 0; i < count; i++) {
    const regionId = regionOf(r);
    const plans = plansIn.get(regionId)!;
    const plan = plans[Math.min(plans.length - 1, Math.floor(r() ** 2 * plans.length))]!;
    const status = i < FORCED.length ? FORCED[i]! : statusOf(r);
    let osImageId = osOf(r);
    if (osImageId === 'windows-2022' && plan.diskGb < 40) osImageId = 'ubuntu-24.04';
    rows.push({
      id: uuid(r),
      accountId: MAIN_ACCOUNT_ID,
      name: instanceName(r, i),
      status,
      planId: plan.id,
      regionId,
      osImageId,
      ipAddress: '',
      // Row 0 is the newest; provisioning rows are minutes old.
      createdAt:
        db.anchor -
        (status === 'provisioning'
          ? int(r, 1, 9) * 60_000
          : (i + 1) * ((540 * DAY) / count) + int(r, 0, 20) * HOUR),
    });
  }
  rows.sort((a, b) => a.createdAt - b.createdAt);
  for (const row of rows) {
    // A stopped or destroyed server stopped between its creation and the seed time (1 h to 6 days ago).
    if (row.status === 'stopped' || row.status === 'destroyed')
      row.stoppedAt = Math.max(
        row.createdAt + HOUR,
        db.anchor - Math.ceil(unitHash(`stopped:${row.id}`) * 144) * HOUR,
      );
    if (row.status !== 'provisioning' && row.status !== 'destroyed')
      row.ipAddress = nextPublicIp(db, row.regionId);
    db.instances.set(row.id, row);
  }
  for (let k = 0; k < 2; k++) {
    const id = uuid(r);
    db.instances.set(id, {
      id,
      accountId: DORMANT_ACCOUNT_ID,
      name: `dormant-legacy-0${k + 1}`,
      status: 'stopped',
      planId: 'vc2-1c-1gb',
      regionId: 'ewr',
      osImageId: 'debian-12',
      ipAddress: nextPublicIp(db, 'ewr'),
      createdAt: db.anchor - (800 - k) * DAY,
      stoppedAt: db.anchor - 40 * DAY,
    });
  }
}
