// Volumes, reserved IPs, VPCs, backups, tickets and alert policies: writes change state and
// refusals carry the right status and code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestMock, type TestMock } from './helpers';

const clock = manualClock();
let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ now: clock.now, supportReplyMs: 2000, backupMs: 2000 });
});
beforeEach(() => mock.reset());
afterAll(() => mock.close());

interface Inst {
  id: string;
  status: string;
  regionId: string;
  name: string;
}
const instances = async (): Promise<Inst[]> => (await mock.get('/instances')).body.items;
const liveIn = async (regionId: string) =>
  (await instances()).filter(
    (i) => i.regionId === regionId && ['running', 'stopped'].includes(i.status),
  );

describe('volumes', () => {
  it('create, grow only, attach in the same region, detach, delete', async () => {
    const v = (await mock.post('/volumes', { name: 'data-01', sizeGb: 50, regionId: 'fra' })).body;
    expect(v).toMatchObject({ name: 'data-01', sizeGb: 50, regionId: 'fra', instanceId: null });
    expect((await mock.patch(`/volumes/${v.id}`, { sizeGb: 100 })).body.sizeGb).toBe(100);
    const shrink = await mock.patch(`/volumes/${v.id}`, { sizeGb: 60 });
    expect(shrink.status).toBe(409);
    expect(shrink.body.code).toBe('invalid_state');
    expect((await mock.patch(`/volumes/${v.id}`, { sizeGb: 16385 })).body.param).toBe('sizeGb');
    const [a, b] = await liveIn('fra');
    const other = (await liveIn('ewr'))[0]!;
    const mismatch = await mock.post(`/volumes/${v.id}/attach`, { instanceId: other.id });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('region_mismatch');
    expect((await mock.post(`/volumes/${v.id}/attach`, { instanceId: 'nope' })).body).toMatchObject(
      { code: 'invalid_body', param: 'instanceId' },
    );
    expect(
      (await mock.post(`/volumes/${v.id}/attach`, { instanceId: a!.id })).body.instanceId,
    ).toBe(a!.id);
    expect((await mock.post(`/volumes/${v.id}/attach`, { instanceId: b!.id })).body.code).toBe(
      'already_attached',
    );
    expect((await mock.post(`/volumes/${v.id}/detach`)).body.instanceId).toBeNull();
    expect((await mock.post(`/volumes/${v.id}/detach`)).body.code).toBe('invalid_state');
    expect((await mock.del(`/volumes/${v.id}`)).status).toBe(204);
    expect((await mock.get(`/volumes/${v.id}`)).status).toBe(404);
  });

  it.each([
    [{ name: 'données', sizeGb: 10, regionId: 'ewr' }, 'name'],
    [{ name: 'ok', sizeGb: 0, regionId: 'ewr' }, 'sizeGb'],
    [{ name: 'ok', sizeGb: 10, regionId: 'lhr' }, 'regionId'],
    [{ name: 'ok', sizeGb: 10, regionId: 'mars' }, 'regionId'],
  ])('create refuses %o (%s)', async (body, param) => {
    expect((await mock.post('/volumes', body)).body).toMatchObject({ code: 'invalid_body', param });
  });
});

describe('reserved IPs', () => {
  it('reserve, assign, unassign, release', async () => {
    const ip = (await mock.post('/reserved-ips', { regionId: 'nrt' })).body;
    expect(ip).toMatchObject({ regionId: 'nrt', instanceId: null });
    const destroyed = (await instances()).find((i) => i.status === 'destroyed')!;
    const target = (await liveIn('nrt'))[0]!;
    expect((await mock.post(`/reserved-ips/${ip.id}/unassign`)).body.code).toBe('invalid_state');
    expect(
      (await mock.post(`/reserved-ips/${ip.id}/assign`, { instanceId: target.id })).body.instanceId,
    ).toBe(target.id);
    expect(
      (await mock.post(`/reserved-ips/${ip.id}/assign`, { instanceId: target.id })).body.code,
    ).toBe('already_attached');
    expect((await mock.post(`/reserved-ips/${ip.id}/unassign`)).body.instanceId).toBeNull();
    const d = await mock.post(`/reserved-ips/${ip.id}/assign`, { instanceId: destroyed.id });
    expect(d.status).toBe(409);
    expect((await mock.del(`/reserved-ips/${ip.id}`)).status).toBe(204);
    expect((await mock.del(`/reserved-ips/${ip.id}`)).status).toBe(404);
  });
});

describe('VPCs', () => {
  it.each([
    '8.8.0.0/16',
    '10.0.0.0/15',
    '10.0.0.0/29',
    '10.1.2.3/16',
    '172.32.0.0/16',
    '192.169.0.0/16',
    '300.1.0.0/16',
    '10.0.0.0',
  ])('refuses the range %s with 400 (ipRange)', async (ipRange) => {
    const r = await mock.post('/vpcs', { name: 'x', regionId: 'ewr', ipRange });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_body', param: 'ipRange' });
  });

  it('refuses an overlap in the same region, accepts it in another, manages members', async () => {
    const existing = (await mock.get('/vpcs')).body.items.find(
      (v: { regionId: string }) => v.regionId === 'ewr',
    );
    const inside = existing.ipRange.replace(/\.0\.0\/16$/, '.4.0/24');
    const clash = await mock.post('/vpcs', { name: 'x', regionId: 'ewr', ipRange: inside });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('cidr_overlap');
    const vpc = (
      await mock.post('/vpcs', {
        name: 'lab',
        regionId: 'syd',
        ipRange: existing.ipRange.replace(/^10\.\d+/, '10.200'),
      })
    ).body;
    expect(vpc).toMatchObject({ regionId: 'syd', instanceIds: [] });
    expect(
      (await mock.post('/vpcs', { name: 'same', regionId: 'sgp', ipRange: vpc.ipRange })).status,
    ).toBe(201);
    expect(
      (await mock.post('/vpcs', { name: 'again', regionId: 'syd', ipRange: vpc.ipRange })).body
        .code,
    ).toBe('cidr_overlap');

    const [member] = await liveIn('syd');
    const foreign = (await liveIn('fra'))[0]!;
    expect((await mock.post(`/vpcs/${vpc.id}/members`, { instanceId: foreign.id })).body.code).toBe(
      'region_mismatch',
    );
    expect(
      (await mock.post(`/vpcs/${vpc.id}/members`, { instanceId: member!.id })).body.instanceIds,
    ).toEqual([member!.id]);
    expect((await mock.post(`/vpcs/${vpc.id}/members`, { instanceId: member!.id })).status).toBe(
      409,
    );
    const busy = await mock.del(`/vpcs/${vpc.id}`);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('vpc_not_empty');
    expect((await mock.del(`/vpcs/${vpc.id}/members/${member!.id}`)).body.instanceIds).toEqual([]);
    expect((await mock.del(`/vpcs/${vpc.id}/members/${member!.id}`)).status).toBe(404);
    expect((await mock.del(`/vpcs/${vpc.id}`)).status).toBe(204);
  });
});

describe('backups', () => {
  it('a manual backup is pending, then completed; it restores and deletes; auto backups do not delete', async () => {
    const inst = (await instances()).find((i) => i.status === 'running')!;
    const b = await mock.post('/backups', { instanceId: inst.id });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({
      type: 'manual',
      status: 'pending',
      instanceId: inst.id,
      instanceName: inst.name,
    });
    expect((await mock.post(`/backups/${b.body.id}/restore`)).body.code).toBe('invalid_state');
    clock.advance(2000);
    expect((await mock.get(`/backups/${b.body.id}`)).body.status).toBe('completed');
    expect((await mock.get('/backups', { query: { limit: 1 } })).body.items[0].id).toBe(b.body.id);
    expect((await mock.post(`/backups/${b.body.id}/restore`)).body.id).toBe(inst.id);
    expect((await mock.del(`/backups/${b.body.id}`)).status).toBe(204);
    const auto = (await mock.get('/backups', { query: { type: 'auto', limit: 1 } })).body.items[0];
    const refused = await mock.del(`/backups/${auto.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('auto_backup');
    expect((await mock.post('/backups', { instanceId: 'nope' })).status).toBe(404);
    const destroyed = (await instances()).find((i) => i.status === 'destroyed')!;
    expect((await mock.post('/backups', { instanceId: destroyed.id })).body.code).toBe(
      'invalid_state',
    );
  });

  it('backup servers count their backups', async () => {
    const servers = (await mock.get('/backups/servers', { query: { limit: 100 } })).body;
    const total = servers.items.reduce(
      (s: number, x: { backupCount: number }) => s + x.backupCount,
      0,
    );
    expect(total).toBe((await mock.get('/backups')).body.total);
    expect(
      (await mock.get('/backups/servers', { query: { q: 'fra' } })).body.items.every(
        (s: { regionId: string }) => s.regionId === 'fra',
      ),
    ).toBe(true);
  });
});

describe('tickets', () => {
  it('open -> answered by support after a delay -> reply reopens -> close', async () => {
    const t = await mock.post('/tickets', { subject: 'Disk full', message: 'line one\nline two' });
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({
      status: 'open',
      messageCount: 1,
      messages: [{ author: 'customer', body: 'line one\nline two' }],
    });
    clock.advance(1999);
    expect((await mock.get(`/tickets/${t.body.id}`)).body.status).toBe('open');
    clock.advance(1);
    const answered = (await mock.get(`/tickets/${t.body.id}`)).body;
    expect(answered.status).toBe('answered');
    expect(answered.messages.map((m: { author: string }) => m.author)).toEqual([
      'customer',
      'support',
    ]);
    const closed = await mock.post(`/tickets/${t.body.id}/close`);
    expect(closed.body.status).toBe('closed');
    expect((await mock.post(`/tickets/${t.body.id}/close`)).body.code).toBe('invalid_state');
    const reply = await mock.post(`/tickets/${t.body.id}/messages`, { body: 'still broken' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: 'open', messageCount: 3 });
    clock.advance(2000);
    expect((await mock.get(`/tickets/${t.body.id}`)).body).toMatchObject({
      status: 'answered',
      messageCount: 4,
    });
    const list = await mock.get('/tickets', { query: { limit: 1 } });
    expect(list.body.items[0].id).toBe(t.body.id);
  });

  it('refuses bad bodies and unknown instances; seeded conversations are multi-line', async () => {
    expect((await mock.post('/tickets', { subject: 'ab', message: 'x' })).body.param).toBe(
      'subject',
    );
    expect((await mock.post('/tickets', { subject: 'abc', message: '' })).body.param).toBe(
      'message',
    );
    expect(
      (await mock.post('/tickets', { subject: 'abc', message: 'x', instanceId: 'nope' })).body
        .param,
    ).toBe('instanceId');
    expect((await mock.post('/tickets/nope/messages', { body: 'x' })).status).toBe(404);
    const seeded = (await mock.get('/tickets', { query: { status: 'answered', limit: 1 } })).body
      .items[0];
    const detail = (await mock.get(`/tickets/${seeded.id}`)).body;
    expect(detail.messages).toHaveLength(seeded.messageCount);
    expect(detail.messages.at(-1).author).toBe('support');
    expect(detail.messages.some((m: { body: string }) => m.body.includes('\n'))).toBe(true);
  });
});

describe('alert policies', () => {
  it('create, update, delete; notify is always email_owner', async () => {
    const p = await mock.post('/monitoring/alert-policies', {
      name: 'cpu',
      metric: 'cpu',
      thresholdPercent: 90,
      durationMinutes: 5,
    });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ enabled: true, instanceId: null, notify: 'email_owner' });
    const u = await mock.patch(`/monitoring/alert-policies/${p.body.id}`, {
      enabled: false,
      thresholdPercent: 95,
    });
    expect(u.body).toMatchObject({ enabled: false, thresholdPercent: 95, metric: 'cpu' });
    expect((await mock.patch(`/monitoring/alert-policies/${p.body.id}`, {})).status).toBe(400);
    expect(
      (await mock.patch(`/monitoring/alert-policies/${p.body.id}`, { metric: 'disk' })).body.param,
    ).toBe('metric');
    expect(
      (
        await mock.post('/monitoring/alert-policies', {
          name: 'x',
          metric: 'gpu',
          thresholdPercent: 1,
          durationMinutes: 1,
        })
      ).body.param,
    ).toBe('metric');
    expect((await mock.del(`/monitoring/alert-policies/${p.body.id}`)).status).toBe(204);
    expect((await mock.del(`/monitoring/alert-policies/${p.body.id}`)).status).toBe(404);
  });
});
