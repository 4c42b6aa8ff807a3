// Scenarios and the living store: each scenario's story told by the mock's own rules as a clock
// moves (the demo's clock jumps are such moves).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SECOND } from '../lib/time';
import { FAILING_ENDPOINT_URL } from '../scenarios';
import { allPages, manualClock, startTestMock, type TestMock } from './helpers';

const clock = manualClock(Date.UTC(2026, 10, 26, 9, 20, 0));
let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ now: clock.now, living: true, provisionMs: 20_000 });
});
afterAll(() => mock.close());

async function scenario(id: string): Promise<void> {
  clock.set(Date.UTC(2026, 10, 26, 9, 20, 0));
  const r = await mock.control('POST', '/scenario', { scenario: id });
  expect(r.status).toBe(200);
}

const balance = async (): Promise<number> => (await mock.get('/wallet/summary')).body.balanceCents;

describe('scenario control', () => {
  it('names the current scenario and refuses an unknown one, changing nothing', async () => {
    await scenario('empty');
    const bad = await mock.control('POST', '/scenario', { scenario: 'nonsense' });
    expect(bad.status).toBe(400);
    expect((await mock.control('GET', '/scenario')).body.scenario).toBe('empty');
    expect((await mock.get('/instances')).body.items).toHaveLength(0);
  });

  it('switching keeps nothing of the previous scenario; a reset returns to its start', async () => {
    await scenario('empty');
    const vpcs = async (): Promise<{ name: string }[]> => (await mock.get('/vpcs')).body.items;
    expect(
      (
        await mock.post('/vpcs', {
          name: 'first-network',
          regionId: 'ewr',
          ipRange: '10.251.0.0/16',
        })
      ).status,
    ).toBe(201);
    expect(await vpcs()).toHaveLength(1);
    await scenario('healthy');
    expect((await vpcs()).some((v) => v.name === 'first-network')).toBe(false);
    await scenario('empty');
    expect(await vpcs()).toHaveLength(0);
    await mock.post('/vpcs', { name: 'again', regionId: 'ewr', ipRange: '10.251.0.0/16' });
    await mock.reset();
    expect((await mock.control('GET', '/scenario')).body.scenario).toBe('empty');
    expect(await vpcs()).toHaveLength(0);
  });
});

describe('low balance', () => {
  it('hourly usage reaches zero within three hours: every key answers 401 invalid_token; funds restore them', async () => {
    await scenario('low-balance');
    const start = await balance();
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(5000);
    clock.advance(HOUR);
    expect(await balance()).toBeLessThan(start);
    clock.advance(2 * HOUR);
    for (const token of [mock.keys.full, mock.keys.read, mock.keys.member]) {
      const r = await mock.get('/instances', { token });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('invalid_token');
    }
    const topup = await mock.control('POST', '/topup', { amountCents: 10_000 });
    expect(topup.body.locked).toBe(false);
    expect((await mock.get('/instances')).status).toBe(200);
  });

  it('a locked account accrues nothing more, so the funds added are what the balance shows', async () => {
    await scenario('low-balance');
    clock.advance(4 * HOUR);
    expect((await mock.get('/instances')).status).toBe(401);
    clock.advance(24 * HOUR);
    const topup = await mock.control('POST', '/topup', { amountCents: 10_000 });
    const usage = (
      await mock.get('/wallet/transactions', { query: { limit: 100 } })
    ).body.items.filter((t: { description: string }) =>
      t.description.startsWith('Compute: running servers'),
    );
    expect(usage.length).toBe(3);
    expect(topup.body.balanceCents).toBeGreaterThan(10_000 - 1000);
  });
});

describe('failing webhook', () => {
  it('auto-disables after the twentieth failure; re-enabling is refused for an hour, then allowed', async () => {
    await scenario('failing-webhook');
    const find = async () =>
      (await mock.get('/webhooks/endpoints')).body.items.find(
        (e: { url: string }) => e.url === FAILING_ENDPOINT_URL,
      );
    expect(await find()).toMatchObject({ status: 'failing', consecutiveFailures: 17 });
    clock.advance(61 * SECOND);
    const disabled = await find();
    expect(disabled).toMatchObject({ status: 'disabled', consecutiveFailures: 20 });
    const early = await mock.post(`/webhooks/endpoints/${disabled.id}/enable`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('reenable_blocked');
    clock.advance(HOUR);
    const later = await mock.post(`/webhooks/endpoints/${disabled.id}/enable`);
    expect(later.status).toBe(200);
    expect(later.body.status).toBe('active');
  });
});

describe('busy office', () => {
  it('others spend 85 of the 100 a minute: the console gets about 15 before a 429 that says when', async () => {
    const busy = await startTestMock({ now: clock.now, rateLimits: true, scenario: 'busy-office' });
    try {
      let ok = 0;
      let refused = null;
      for (let i = 0; i < 40 && !refused; i++) {
        const r = await busy.get('/catalog/regions');
        if (r.status === 200) ok += 1;
        else refused = r;
      }
      expect(ok).toBeGreaterThanOrEqual(14);
      expect(ok).toBeLessThanOrEqual(16);
      expect(refused?.status).toBe(429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      clock.advance(MINUTE);
      expect((await busy.get('/catalog/regions')).status).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('fleet, empty account, troubled network', () => {
  it('a fleet of 10,000 servers', async () => {
    await scenario('fleet');
    expect((await mock.get('/instances')).body.items).toHaveLength(10_000);
  });

  it('a new account: nothing in any list, a welcome credit, the keys still work', async () => {
    await scenario('empty');
    for (const path of [
      '/instances',
      '/volumes',
      '/reserved-ips',
      '/vpcs',
      '/webhooks/endpoints',
      '/monitoring/alert-policies',
    ])
      expect((await mock.get(path)).body.items, path).toHaveLength(0);
    for (const path of ['/tickets', '/backups', '/wallet/transactions'])
      expect((await allPages(mock, path)).total, path).toBe(
        path === '/wallet/transactions' ? 1 : 0,
      );
    expect(await balance()).toBe(5000);
  });

  it('a troubled network answers some reads 503 and drops some, from fault rules', async () => {
    await scenario('troubled-network');
    const statuses: (number | 'dropped')[] = [];
    for (let i = 0; i < 16; i++) {
      try {
        statuses.push((await mock.get('/catalog/regions')).status);
      } catch {
        statuses.push('dropped');
      }
    }
    expect(statuses).toContain(503);
    expect(statuses).toContain('dropped');
    expect(statuses).toContain(200);
  }, 30_000);
});

describe('time', () => {
  it('seeded deploys come up one after another; a stopped server reports no CPU after it stopped', async () => {
    await scenario('healthy');
    const provisioning = async () =>
      (await mock.get('/instances')).body.items.filter(
        (i: { status: string }) => i.status === 'provisioning',
      ).length;
    const before = await provisioning();
    expect(before).toBeGreaterThan(0);
    clock.advance(16 * SECOND);
    expect(await provisioning()).toBe(before - 1);
    clock.advance(10 * MINUTE);
    expect(await provisioning()).toBe(0);

    const running = (await mock.get('/instances')).body.items.find(
      (i: { status: string }) => i.status === 'running',
    );
    await mock.post(`/instances/${running.id}/stop`);
    clock.advance(10 * MINUTE);
    const points = (
      await mock.get(`/instances/${running.id}/metrics/history`, { query: { range: '1h' } })
    ).body.points;
    const stoppedAt = clock.now() - 10 * MINUTE;
    const after = points.filter((p: { t: string }) => Date.parse(p.t) >= stoppedAt);
    const before10 = points.filter((p: { t: string }) => Date.parse(p.t) < stoppedAt - 2 * MINUTE);
    expect(after.length).toBeGreaterThanOrEqual(9);
    expect(after.every((p: { cpuPercent: number | null }) => p.cpuPercent === null)).toBe(true);
    expect(before10.some((p: { cpuPercent: number | null }) => p.cpuPercent !== null)).toBe(true);
  });
});
