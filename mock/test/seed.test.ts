// The seed: sizes and variety at scale 1, determinism per seed, and scale 250.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlaps, parseCidr, PRIVATE_VPC_SPACE, within } from '../lib/ipv4';
import { buildDb, demoKeys } from '../seed/index';
import { allPages, startTestMock, type TestMock } from './helpers';

const NOW = Date.UTC(2026, 2, 10, 9, 30);
let mock: TestMock;
let twin: TestMock;
let other: TestMock;
beforeAll(async () => {
  [mock, twin, other] = await Promise.all([
    startTestMock({ now: () => NOW }),
    startTestMock({ now: () => NOW }),
    startTestMock({ now: () => NOW, seed: 99 }),
  ]);
});
afterAll(() => Promise.all([mock.close(), twin.close(), other.close()]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const items = async (m: TestMock, path: string): Promise<any[]> => (await m.get(path)).body.items;
const distinct = <T>(xs: T[]) => new Set(xs).size;

describe('seed at scale 1', () => {
  it('instances: 40+, all five statuses, 4+ regions, 5+ plans; catalogue has gaps', async () => {
    const list = await items(mock, '/instances');
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(distinct(list.map((i) => i.status))).toBe(5);
    expect(distinct(list.map((i) => i.regionId))).toBeGreaterThanOrEqual(4);
    expect(distinct(list.map((i) => i.planId))).toBeGreaterThanOrEqual(5);
    const names = list.map((i) => i.name).join('\n');
    for (const s of [
      'données-café-東京',
      '<img src=x onerror=alert(1)>',
      '"><script>alert(1)</script>',
    ])
      expect(names).toContain(s);
    expect(list.some((i) => i.name.length > 100)).toBe(true);
    const plans = await items(mock, '/catalog/plans');
    const regions = await items(mock, '/catalog/regions');
    expect(plans.length).toBeGreaterThanOrEqual(5);
    expect(plans.some((p) => p.regionIds.length < regions.length)).toBe(true);
    expect(regions.filter((r) => !r.available)).toHaveLength(1);
    expect((await items(mock, '/catalog/os-images')).length).toBeGreaterThanOrEqual(5);
  });

  it('volumes, reserved IPs and VPCs hang off instances; VPC ranges are private and disjoint per region', async () => {
    const ids = new Set((await items(mock, '/instances')).map((i) => i.id));
    const volumes = await items(mock, '/volumes');
    const ips = await items(mock, '/reserved-ips');
    const vpcs = await items(mock, '/vpcs');
    expect(volumes.filter((v) => v.instanceId && ids.has(v.instanceId)).length).toBeGreaterThan(5);
    expect(volumes.some((v) => v.name === 'données-café-東京')).toBe(true);
    expect(ips.filter((v) => v.instanceId && ids.has(v.instanceId)).length).toBeGreaterThan(2);
    expect(vpcs.filter((v) => v.instanceIds.length > 0).length).toBeGreaterThan(2);
    expect(vpcs.some((v) => v.instanceIds.length === 0)).toBe(true);
    for (const a of vpcs) {
      const cidr = parseCidr(a.ipRange)!;
      expect(PRIVATE_VPC_SPACE.some((s) => within(cidr, s))).toBe(true);
      for (const b of vpcs)
        if (a !== b && a.regionId === b.regionId)
          expect(overlaps(cidr, parseCidr(b.ipRange)!)).toBe(false);
    }
  });

  it('keys: 3+ of both scopes, expiring in ~12 days, expired, and never', async () => {
    const keys = await items(mock, '/api-keys');
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(distinct(keys.map((k) => k.scope))).toBe(2);
    const days = keys.map((k) =>
      k.expiresAt === null ? null : Math.round((Date.parse(k.expiresAt) - NOW) / 86_400_000),
    );
    expect(days).toContain(null);
    expect(days).toContain(12);
    expect(days.some((d) => d !== null && d < 0)).toBe(true);
  });

  it('wallet: 1,500+ transactions over 18+ months, every type and category, balance $1,234.56', async () => {
    const { items: txs, total } = await allPages(mock, '/wallet/transactions');
    expect(total).toBeGreaterThanOrEqual(1500);
    expect(distinct(txs.map((t) => t.createdAt.slice(0, 7)))).toBeGreaterThanOrEqual(18);
    expect(distinct(txs.map((t) => t.type))).toBe(2);
    expect(distinct(txs.map((t) => t.category))).toBe(4);
    expect((await mock.get('/wallet/summary')).body.balanceCents).toBe(123456);
  });

  it('tickets: 200+ in every status; backups: 600+ of both types over several servers', async () => {
    const t = (await mock.get('/tickets')).body;
    expect(t.total).toBeGreaterThanOrEqual(200);
    expect(Object.values(t.stats.byStatus).every((n) => (n as number) > 0)).toBe(true);
    const b = (await mock.get('/backups')).body;
    expect(b.total).toBeGreaterThanOrEqual(600);
    expect(b.stats.byType.auto).toBeGreaterThan(0);
    expect(b.stats.byType.manual).toBeGreaterThan(0);
    const servers = (await mock.get('/backups/servers', { query: { limit: 100 } })).body.items;
    expect(
      servers.filter((s: { backupCount: number }) => s.backupCount > 0).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('monitoring: one monitored server per instance; alert policies; 5+ webhook endpoints in every state', async () => {
    const instances = await items(mock, '/instances');
    expect((await mock.get('/monitoring/servers')).body.total).toBe(instances.length);
    expect((await items(mock, '/monitoring/alert-policies')).length).toBeGreaterThan(0);
    const endpoints = await items(mock, '/webhooks/endpoints');
    expect(endpoints.length).toBeGreaterThanOrEqual(5);
    expect(distinct(endpoints.map((e) => e.status))).toBe(3);
    const disabled = endpoints
      .filter((e) => e.status === 'disabled')
      .map((e) => NOW - Date.parse(e.disabledAt));
    expect(disabled.some((ms) => ms < 3_600_000)).toBe(true);
    expect(disabled.some((ms) => ms > 3_600_000)).toBe(true);
    const log = await items(mock, `/webhooks/endpoints/${endpoints[0].id}/deliveries`);
    expect(log.length).toBeGreaterThan(0);
  });
});

describe('determinism', () => {
  const LISTS = [
    '/instances',
    '/volumes',
    '/reserved-ips',
    '/vpcs',
    '/api-keys',
    '/wallet/transactions',
    '/tickets',
    '/backups',
    '/backups/servers',
    '/monitoring/servers',
    '/monitoring/alert-policies',
    '/webhooks/endpoints',
    '/wallet/summary',
  ];

  it('the same seed gives the same first page of every list and the same tokens', async () => {
    expect(twin.keys).toEqual(mock.keys);
    expect(demoKeys(20240611)).toEqual(mock.keys);
    for (const path of LISTS)
      expect((await twin.get(path)).text, path).toBe((await mock.get(path)).text);
  });

  it('a different seed gives different data and tokens', async () => {
    expect(other.keys.full).not.toBe(mock.keys.full);
    const a = (await mock.get('/instances')).body.items.map((i: { id: string }) => i.id);
    const b = (await other.get('/instances', { token: other.keys.full })).body.items.map(
      (i: { id: string }) => i.id,
    );
    expect(b).not.toEqual(a);
    expect((await mock.get('/instances', { token: other.keys.full })).status).toBe(401);
  });

  it('ids, names and amounts do not depend on the seed time', () => {
    const a = buildDb(5, 1, NOW);
    const b = buildDb(5, 1, NOW + 40 * 86_400_000);
    expect([...b.instances.values()].map((i) => i.id + i.name)).toEqual(
      [...a.instances.values()].map((i) => i.id + i.name),
    );
    expect(b.transactions.map((t) => t.id + t.amountCents)).toEqual(
      a.transactions.map((t) => t.id + t.amountCents),
    );
  });
});

describe('scale', () => {
  it('scale 250 seeds 10,000+ instances and transactions in under 3 s of CPU and serves them', async () => {
    // CPU time, not wall time: the suite shares the machine with parallel test files.
    const cpu = process.cpuUsage();
    const big = await startTestMock({ scale: 250, now: () => NOW });
    const used = process.cpuUsage(cpu);
    try {
      expect((used.user + used.system) / 1000).toBeLessThan(3000);
      const { db } = big.state.context;
      expect(db.instances.size).toBeGreaterThanOrEqual(10_000);
      expect(db.transactions.length).toBeGreaterThanOrEqual(10_000);
      expect(db.tickets.size).toBeGreaterThanOrEqual(50_000);
      const instances = await big.get('/instances');
      expect(instances.body.items.length).toBeGreaterThanOrEqual(10_000);
      const txs = await big.get('/wallet/transactions', { query: { limit: 100, offset: 200_000 } });
      expect(txs.body.total).toBeGreaterThanOrEqual(10_000);
      expect(txs.body.items).toHaveLength(100);
      expect(txs.body.stats.creditCents - txs.body.stats.debitCents).toBe(123456);
      const running = await big.get('/monitoring/servers', { query: { status: 'running' } });
      expect(running.body.total).toBeGreaterThan(5000);
    } finally {
      await big.close();
    }
  });
});
