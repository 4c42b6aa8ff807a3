// Builds the whole seeded store. Same seed and scale -> same ids, names, amounts and tokens;
// timestamps are relative to `anchor` (the time of the build or reset).
import { emptyDb, type Db } from '../db/db';
import { stream } from '../lib/random';
import { seedBackups } from './backups';
import { OS_IMAGES, PLANS, REGION_IP_BASE, REGIONS } from './catalog';
import { seedAttachments } from './attachments';
import { seedInstances } from './instances';
import { DORMANT_ACCOUNT_ID, MAIN_ACCOUNT_ID, seedKeys } from './keys';
import { seedAlertPolicies } from './monitoring';
import { seedTickets } from './tickets';
import { seedWallet } from './wallet';
import { seedWebhooks } from './webhooks';

export { demoKeys, type DemoKeys, MAIN_ACCOUNT_ID } from './keys';

export const DEFAULT_SEED = 20240611;

/** `instances`: how many servers the main account has (default 48 × scale; the rest stays at its scale). */
export function buildDb(seed: number, scale: number, anchor: number, instances = 48 * scale): Db {
  const db = emptyDb(seed, anchor);
  db.plans = PLANS.map((p) => ({ ...p, regionIds: [...p.regionIds] }));
  db.regions = REGIONS.map((r) => ({ ...r }));
  db.ipBase = new Map(Object.entries(REGION_IP_BASE));
  db.osImages = OS_IMAGES.map((o) => ({ ...o }));
  db.accounts.set(MAIN_ACCOUNT_ID, {
    id: MAIN_ACCOUNT_ID,
    name: 'Acme Robotics',
    email: 'ops@acme-robotics.example.com',
    balanceCents: 0,
    locked: false,
  });
  db.accounts.set(DORMANT_ACCOUNT_ID, {
    id: DORMANT_ACCOUNT_ID,
    name: 'Dormant Labs',
    email: 'billing@dormant-labs.example.org',
    balanceCents: 0,
    locked: false,
  });
  for (const k of seedKeys(seed, anchor)) {
    db.keys.set(k.id, k);
    db.keyByDigest.set(k.digest, k.id);
  }
  const infra = stream(seed, 'infra');
  seedInstances(db, infra, instances);
  seedAttachments(db, infra, scale);
  seedWallet(db, scale);
  seedTickets(db, scale);
  seedBackups(db, scale);
  seedAlertPolicies(db);
  seedWebhooks(db);
  for (const a of db.accounts.values()) a.locked = a.balanceCents <= 0;
  return db;
}
