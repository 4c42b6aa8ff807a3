// Seeded API keys and the demo tokens. Tokens depend on the seed only (not on time or scale).
import { tokenDigest } from '../lib/digest';
import { base62, hex, stream, type Rng } from '../lib/random';
import { DAY } from '../lib/time';
import type { ApiKeyScope, KeyRec } from '../types';

export interface DemoKeys {
  /** Full-scope owner key of "Acme Robotics", never expires. */
  full: string;
  /** Read-scope key of "Acme Robotics", expires about 12 days after the seed time. */
  read: string;
  /** Full-scope key of "Dormant Labs", whose account is under the zero-balance billing lock. */
  suspended: string;
  /** Full-scope key of a team member acting on "Acme Robotics" (refused on key create and revoke). */
  member: string;
  /** Full-scope key of "Acme Robotics" that expired 30 days before the seed time. */
  expired: string;
}

export const MAIN_ACCOUNT_ID = 'acc_acme';
export const DORMANT_ACCOUNT_ID = 'acc_dormant';

export function newToken(r: Rng): { token: string; prefix: string } {
  const prefix = `ccs_${hex(r, 8)}`;
  return { token: `${prefix}_${base62(r, 32)}`, prefix };
}

interface KeySeed {
  demo: keyof DemoKeys | null;
  accountId: string;
  name: string;
  scope: ApiKeyScope;
  role: 'owner' | 'member';
  ageDays: number;
  expiresInDays: number | null;
  usedDaysAgo: number | null;
}

const KEYS: KeySeed[] = [
  {
    demo: 'full',
    accountId: MAIN_ACCOUNT_ID,
    name: 'Production deploys',
    scope: 'full',
    role: 'owner',
    ageDays: 400,
    expiresInDays: null,
    usedDaysAgo: 0,
  },
  {
    demo: 'read',
    accountId: MAIN_ACCOUNT_ID,
    name: 'Grafana dashboards (read-only)',
    scope: 'read',
    role: 'owner',
    ageDays: 353,
    expiresInDays: 12,
    usedDaysAgo: 1,
  },
  {
    demo: 'expired',
    accountId: MAIN_ACCOUNT_ID,
    name: 'Old CI pipeline',
    scope: 'full',
    role: 'owner',
    ageDays: 395,
    expiresInDays: -30,
    usedDaysAgo: 31,
  },
  {
    demo: null,
    accountId: MAIN_ACCOUNT_ID,
    name: 'Billing export <script>alert(1)</script>',
    scope: 'read',
    role: 'owner',
    ageDays: 90,
    expiresInDays: 640,
    usedDaysAgo: 3,
  },
  {
    demo: 'member',
    accountId: MAIN_ACCOUNT_ID,
    name: 'Contractor — Jamie (team member)',
    scope: 'full',
    role: 'member',
    ageDays: 20,
    expiresInDays: 160,
    usedDaysAgo: null,
  },
  {
    demo: 'suspended',
    accountId: DORMANT_ACCOUNT_ID,
    name: 'Dormant Labs automation',
    scope: 'full',
    role: 'owner',
    ageDays: 700,
    expiresInDays: null,
    usedDaysAgo: 45,
  },
];

function generate(seed: number) {
  const r = stream(seed, 'keys');
  return KEYS.map((k) => ({ ...k, ...newToken(r), id: `key_${hex(r, 12)}` }));
}

export function demoKeys(seed: number): DemoKeys {
  const out: Partial<DemoKeys> = {};
  for (const k of generate(seed)) if (k.demo) out[k.demo] = k.token;
  return out as DemoKeys;
}

export function seedKeys(seed: number, anchor: number): KeyRec[] {
  return generate(seed).map((k) => ({
    id: k.id,
    accountId: k.accountId,
    name: k.name,
    prefix: k.prefix,
    scope: k.scope,
    role: k.role,
    digest: tokenDigest(k.token),
    createdAt: anchor - k.ageDays * DAY,
    expiresAt: k.expiresInDays === null ? null : anchor + k.expiresInDays * DAY,
    lastUsedAt: k.usedDaysAgo === null ? null : anchor - k.usedDaysAgo * DAY - 3_600_000,
  }));
}
