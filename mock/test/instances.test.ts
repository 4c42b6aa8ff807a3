// Deploy (validated, billed, provisioning -> running), actions and their transitions, destroy's
// clean-up, and the metrics history.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestMock, type TestMock } from './helpers';

const clock = manualClock();
let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ now: clock.now, provisionMs: 3000 });
});
beforeEach(() => mock.reset());
afterAll(() => mock.close());

const deployBody = {
  planId: 'vc2-1c-1gb',
  regionId: 'ewr',
  osImageId: 'ubuntu-24.04',
  name: 'web-01',
};
const byStatus = async (status: string) =>
  (await mock.get('/instances')).body.items.find((i: { status: string }) => i.status === status);

describe('deploy', () => {
  it('creates a provisioning instance that is running with an IP after provisionMs, and bills the wallet', async () => {
    const before = (await mock.get('/wallet/summary')).body;
    const r = await mock.post('/instances', deployBody);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name: 'web-01',
      status: 'provisioning',
      ipAddress: '',
      planId: 'vc2-1c-1gb',
      regionId: 'ewr',
      osImageId: 'ubuntu-24.04',
    });
    const id = r.body.id;
    expect((await mock.get(`/instances/${id}`)).body.status).toBe('provisioning');
    clock.advance(2999);
    expect((await mock.get(`/instances/${id}`)).body.status).toBe('provisioning');
    clock.advance(1);
    const running = (await mock.get(`/instances/${id}`)).body;
    expect(running.status).toBe('running');
    expect(running.ipAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect((await mock.get('/instances')).body.items.some((i: { id: string }) => i.id === id)).toBe(
      true,
    );

    const after = (await mock.get('/wallet/summary')).body;
    expect(after.balanceCents).toBe(before.balanceCents - 500);
    expect(after.monthToDateSpendCents).toBe(before.monthToDateSpendCents + 500);
    const tx = (await mock.get('/wallet/transactions', { query: { limit: 1 } })).body.items[0];
    expect(tx).toMatchObject({
      type: 'debit',
      category: 'usage',
      amountCents: 500,
      instanceId: id,
    });
    const monitored = await mock.get('/monitoring/servers', { query: { q: id } });
    expect(monitored.body.items[0]).toMatchObject({ instanceId: id, status: 'running' });
  });

  it.each([
    [{ ...deployBody, name: undefined }, 'name'],
    [{ ...deployBody, name: '-bad-' }, 'name'],
    [{ ...deployBody, name: 'has space' }, 'name'],
    [{ ...deployBody, name: 'a'.repeat(64) }, 'name'],
    [{ ...deployBody, name: '<img src=x onerror=alert(1)>' }, 'name'],
    [{ ...deployBody, planId: 'vc2-99c' }, 'planId'],
    [{ ...deployBody, regionId: 'mars' }, 'regionId'],
    [{ ...deployBody, osImageId: 'templeos' }, 'osImageId'],
    [{ ...deployBody, regionId: 'lhr' }, 'regionId'],
    [{ ...deployBody, planId: 'hf-16c-64gb', regionId: 'sgp' }, 'planId'],
    [{ ...deployBody, osImageId: 'windows-2022' }, 'osImageId'],
    [{ ...deployBody, extra: true }, 'extra'],
    [{ ...deployBody, planId: 7 }, 'planId'],
  ])('refuses %o with 400 invalid_body (%s)', async (body, param) => {
    const r = await mock.post('/instances', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_body', param });
  });

  it('an empty or non-object body is 400 invalid_body', async () => {
    expect((await mock.call('POST', '/instances')).body.code).toBe('invalid_body');
    expect((await mock.post('/instances', [deployBody])).body.code).toBe('invalid_body');
  });

  it('a plan dearer than the balance is 409 insufficient_funds and changes nothing', async () => {
    const count = (await mock.get('/instances')).body.items.length;
    const r = await mock.post('/instances', { ...deployBody, planId: 'gpu-a100-1' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('insufficient_funds');
    expect((await mock.get('/instances')).body.items).toHaveLength(count);
    expect((await mock.get('/wallet/summary')).body.balanceCents).toBe(123456);
  });
});

describe('actions', () => {
  it('stop, start and reboot move through legal transitions; illegal ones are 409 invalid_state', async () => {
    const inst = await byStatus('running');
    const path = `/instances/${inst.id}`;
    expect((await mock.post(`${path}/start`)).body.code).toBe('invalid_state');
    expect((await mock.post(`${path}/reboot`)).body.status).toBe('running');
    expect((await mock.post(`${path}/stop`)).body.status).toBe('stopped');
    const again = await mock.post(`${path}/stop`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_state');
    expect((await mock.post(`${path}/reboot`)).status).toBe(409);
    expect((await mock.post(`${path}/start`)).body.status).toBe('running');
    const failed = await byStatus('error');
    expect((await mock.post(`/instances/${failed.id}/start`)).body.status).toBe('running');
    const provisioning = await byStatus('provisioning');
    for (const a of ['start', 'stop', 'reboot'])
      expect((await mock.post(`/instances/${provisioning.id}/${a}`)).status).toBe(409);
    expect((await mock.post('/instances/00000000-0000-4000-8000-000000000000/stop')).status).toBe(
      404,
    );
  });

  it('destroy keeps the instance listed as destroyed and releases volumes, IPs and VPC membership', async () => {
    const vpcs = (await mock.get('/vpcs')).body.items;
    const member = vpcs.find((v: { instanceIds: string[] }) => v.instanceIds.length > 0)
      .instanceIds[0];
    const inst = (await mock.get(`/instances/${member}`)).body;
    const vol = await mock.post('/volumes', {
      name: 'to-detach',
      sizeGb: 10,
      regionId: inst.regionId,
    });
    await mock.post(`/volumes/${vol.body.id}/attach`, { instanceId: inst.id });
    const ip = await mock.post('/reserved-ips', { regionId: inst.regionId });
    await mock.post(`/reserved-ips/${ip.body.id}/assign`, { instanceId: inst.id });

    const r = await mock.del(`/instances/${inst.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: inst.id, status: 'destroyed', ipAddress: '' });
    expect((await mock.get(`/instances/${inst.id}`)).body.status).toBe('destroyed');
    expect((await mock.get(`/volumes/${vol.body.id}`)).body.instanceId).toBeNull();
    expect((await mock.get(`/reserved-ips/${ip.body.id}`)).body.instanceId).toBeNull();
    const volumes = (await mock.get('/volumes')).body.items;
    expect(volumes.some((v: { instanceId: string }) => v.instanceId === inst.id)).toBe(false);
    for (const v of (await mock.get('/vpcs')).body.items)
      expect(v.instanceIds).not.toContain(inst.id);
    expect((await mock.del(`/instances/${inst.id}`)).body.code).toBe('invalid_state');
    expect((await mock.post(`/instances/${inst.id}/start`)).body.code).toBe('invalid_state');
  });
});

describe('metrics history', () => {
  it.each([
    ['1h', 60, 60],
    ['24h', 288, 300],
    ['7d', 168, 3600],
    ['30d', 180, 14400],
  ])(
    'range %s has %i points every %i s, within bounds, with a few gaps',
    async (range, points, step) => {
      const inst = (await mock.get('/instances')).body.items.filter(
        (i: { status: string }) => i.status === 'running',
      )[3];
      const r = await mock.get(`/instances/${inst.id}/metrics/history`, { query: { range } });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ instanceId: inst.id, range, stepSeconds: step });
      expect(r.body.points).toHaveLength(points);
      const times = r.body.points.map((p: { t: string }) => Date.parse(p.t));
      for (let k = 1; k < times.length; k++) expect(times[k] - times[k - 1]).toBe(step * 1000);
      const values = r.body.points.filter(
        (p: { cpuPercent: number | null }) => p.cpuPercent !== null,
      );
      expect(values.length).toBeGreaterThan(points * 0.8);
      for (const p of values) {
        for (const k of ['cpuPercent', 'memoryPercent', 'diskPercent']) {
          expect(p[k]).toBeGreaterThanOrEqual(0);
          expect(p[k]).toBeLessThanOrEqual(100);
        }
        expect(p.networkInBps).toBeGreaterThanOrEqual(0);
      }
      const again = await mock.get(`/instances/${inst.id}/metrics/history`, { query: { range } });
      expect(again.body).toEqual(r.body);
    },
  );

  it('gaps exist in long ranges; the default range is 24h; bad ranges and other parameters are 400', async () => {
    const running = (await mock.get('/instances')).body.items.filter(
      (i: { status: string }) => i.status === 'running',
    );
    let gaps = 0;
    for (const inst of running.slice(0, 5)) {
      const r = await mock.get(`/instances/${inst.id}/metrics/history`, {
        query: { range: '24h' },
      });
      gaps += r.body.points.filter(
        (p: { cpuPercent: number | null }) => p.cpuPercent === null,
      ).length;
    }
    expect(gaps).toBeGreaterThan(0);
    const id = running[0].id;
    expect((await mock.get(`/instances/${id}/metrics/history`)).body.range).toBe('24h');
    expect(
      (await mock.get(`/instances/${id}/metrics/history`, { query: { range: '2h' } })).body,
    ).toMatchObject({ code: 'invalid_parameter', param: 'range' });
    expect(
      (await mock.get(`/instances/${id}/metrics/history`, { query: { step: '60' } })).body,
    ).toMatchObject({ code: 'invalid_parameter', param: 'step' });
    expect((await mock.get('/instances/nope/metrics/history')).status).toBe(404);
  });
});
