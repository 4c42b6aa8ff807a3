// 19 months of wallet history: usage debits, top-ups when the balance runs low, refunds and
// adjustments, ending on a balance of exactly $1,234.56. Balances always equal credits - debits.
import type { Db } from '../db/db';
import { hex, int, pick, stream, weightedPicker, type Rng } from '../lib/random';
import { DAY, HOUR, monthStart } from '../lib/time';
import type { InstanceRec, Service, TxRec } from '../types';
import { DORMANT_ACCOUNT_ID, MAIN_ACCOUNT_ID } from './keys';

export const MAIN_BALANCE_CENTS = 123456;

const MAIN = MAIN_ACCOUNT_ID;
const service = weightedPicker<Service>([
  ['compute', 60],
  ['storage', 15],
  ['network', 10],
  ['backups', 15],
]);
const RANGE: Record<Service, [number, number]> = {
  compute: [300, 4000],
  storage: [100, 1500],
  network: [50, 800],
  backups: [100, 1200],
};
// Descriptions are built once and shared by rows (400,000 rows at scale 250).
const STORAGE = Array.from({ length: 40 }, (_, k) => `Block storage: ${(k + 1) * 50} GB-months`);
const NETWORK = Array.from({ length: 45 }, (_, k) => `Outbound transfer: ${(k + 1) * 20} GB`);

/** type, category, amount, description, instance, service (debits) */
type Entry = [TxRec['type'], TxRec['category'], number, string, (string | null)?, Service?];

function tx(id: string, accountId: string, at: number, entry: Entry): TxRec {
  const [type, category, amountCents, description, instanceId = null, service = null] = entry;
  return { id, accountId, type, category, amountCents, description, instanceId, service, at };
}

interface Described {
  inst: InstanceRec;
  compute: string;
  backups: string;
}

function usage(r: Rng, instances: Described[]): Entry {
  const kind = service(r);
  const { inst, compute, backups } = pick(r, instances);
  const amount = int(r, ...RANGE[kind]);
  if (kind === 'storage') return ['debit', 'usage', amount, pick(r, STORAGE), null, kind];
  const description =
    kind === 'compute' ? compute : kind === 'network' ? pick(r, NETWORK) : backups;
  return ['debit', 'usage', amount, description, inst.id, kind];
}

function entryFor(r: Rng, balance: number, instances: Described[]): Entry {
  if (balance < 30000) {
    return ['credit', 'topup', pick(r, [25000, 50000, 100000]), 'Top-up with Visa •••• 4242'];
  }
  const x = r();
  if (x < 0.03) {
    const { inst } = pick(r, instances);
    return ['credit', 'refund', int(r, 500, 5000), `Refund: SLA credit for ${inst.name}`, inst.id];
  }
  if (x < 0.06) {
    return r() < 0.6
      ? ['credit', 'adjustment', int(r, 100, 3000), 'Promotional credit']
      : ['debit', 'adjustment', int(r, 100, 1500), 'Tax correction (VAT)', null, 'compute'];
  }
  return usage(r, instances);
}

function mainHistory(db: Db, r: Rng, count: number): TxRec[] {
  const instances: Described[] = [...db.instances.values()]
    .filter((i) => i.accountId === MAIN)
    .map((inst) => ({
      inst,
      compute: `Compute: ${inst.name} (${inst.planId})`,
      backups: `Backups: ${inst.name}`,
    }));
  const start = monthStart(db.anchor, -18) + HOUR;
  const end = db.anchor - HOUR;
  const rows: TxRec[] = [];
  let balance = 0;
  for (let i = 0; i < count; i++) {
    const at = Math.floor(start + ((i + r() * 0.9) / count) * (end - start));
    const row = tx(`txn_${hex(r, 16)}`, MAIN, at, entryFor(r, balance, instances));
    balance += row.type === 'credit' ? row.amountCents : -row.amountCents;
    rows.push(row);
  }
  // One adjustment makes the balance land on MAIN_BALANCE_CENTS.
  const diff = MAIN_BALANCE_CENTS - balance;
  const id = `txn_${hex(r, 16)}`;
  if (diff > 0) {
    const note = 'Balance migrated from the legacy billing system';
    rows.unshift(tx(id, MAIN, start - HOUR, ['credit', 'adjustment', diff, note]));
  } else if (diff < 0) {
    rows.push(
      tx(id, MAIN, end, ['debit', 'adjustment', -diff, 'Balance correction', null, 'compute']),
    );
  }
  return rows;
}

function dormantHistory(db: Db, r: Rng): TxRec[] {
  const start = db.anchor - 700 * DAY;
  const topup: Entry = ['credit', 'topup', 2000, 'Top-up with Mastercard •••• 4444'];
  const rows = [tx(`txn_${hex(r, 16)}`, DORMANT_ACCOUNT_ID, start, topup)];
  for (let k = 1; k <= 8; k++) {
    const entry: Entry = ['debit', 'usage', 250, 'Compute: dormant-legacy-01', null, 'compute'];
    rows.push(tx(`txn_${hex(r, 16)}`, DORMANT_ACCOUNT_ID, start + k * 5 * DAY, entry));
  }
  return rows;
}

export function seedWallet(db: Db, scale: number): void {
  const r = stream(db.seed, 'wallet');
  // Dormant Labs' history ends ~660 days ago, before the main account's 19 months: in order.
  db.transactions = dormantHistory(db, r).concat(mainHistory(db, r, 1600 * scale));
  for (const row of db.transactions) {
    const acct = db.accounts.get(row.accountId)!;
    acct.balanceCents += row.type === 'credit' ? row.amountCents : -row.amountCents;
  }
  const methods: [string, string, string, string, string][] = [
    [MAIN, 'pm_visa_4242', 'visa', '4242', '2028-09'],
    [MAIN, 'pm_mc_5454', 'mastercard', '5454', '2027-01'],
    [DORMANT_ACCOUNT_ID, 'pm_mc_4444', 'mastercard', '4444', '2024-02'],
  ];
  for (const [accountId, id, brand, last4, expires] of methods) {
    db.paymentMethods.set(id, { accountId, id, brand, last4, expires });
  }
}
