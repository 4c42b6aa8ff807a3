// Webhook endpoints: the URL guard, the 20-per-account and 3-per-host bounds, the secret shown
// once, signed deliveries, auto-disable after 20 failures and the one-hour re-enable block.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestMock, type TestMock } from './helpers';

const clock = manualClock();
let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ now: clock.now });
});
beforeEach(() => mock.reset());
afterAll(() => mock.close());

const create = (url: string, events = ['instance.created']) =>
  mock.post('/webhooks/endpoints', { url, events });
interface Endpoint {
  id: string;
  status: string;
  url: string;
  consecutiveFailures: number;
  disabledAt: string | null;
  reenableAfter: string | null;
}
const endpoints = async (): Promise<Endpoint[]> =>
  (await mock.get('/webhooks/endpoints')).body.items;

describe('URL guard', () => {
  it.each([
    'http://hooks.example.com/x',
    'ftp://example.com/',
    'not a url',
    'https://localhost/x',
    'https://LOCALHOST./x',
    'https://api.localhost/x',
    'https://127.0.0.1/x',
    'https://127.8.9.10:8443/x',
    'https://0.0.0.0/',
    'https://10.1.2.3/',
    'https://100.64.0.1/',
    'https://100.127.255.254/',
    'https://169.254.169.254/latest/meta-data',
    'https://172.16.0.1/',
    'https://172.31.255.255/',
    'https://192.168.1.1/',
    'https://224.0.0.1/',
    'https://239.1.1.1/',
    'https://240.0.0.1/',
    'https://255.255.255.255/',
    'https://2130706433/',
    'https://0x7f.0.0.1/',
    'https://017700000001/',
    'https://[::1]/',
    'https://[0:0:0:0:0:0:0:1]/',
    'https://[::]/',
    'https://[fe80::1]/',
    'https://[febf::1]/',
    'https://[fc00::1]/',
    'https://[fd12:3456::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::127.0.0.1]/x',
    'https://[::ffff:0:127.0.0.1]/',
    'https://[64:ff9b::169.254.169.254]/',
    'https://[64:ff9b:1::808:808]/',
    'https://[2002:a9fe:a9fe::1]/',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    'https://[ff02::1]/',
    // Every special-purpose block of IANA's registries (issue 29, F10), for example:
    'https://[fec0::1]/',
    'https://198.18.0.1/',
    'https://192.0.0.9/',
    'https://203.0.113.7/',
    'https://[2001:db8::1]/',
    'https://[64:ff9b::8.8.8.8]/',
  ])('refuses %s with 400 invalid_body param url', async (url) => {
    const r = await create(url);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_body', param: 'url' });
    expect(r.body.message.length).toBeGreaterThan(5);
  });

  it.each([
    'https://user@hooks.example.com/x',
    'https://user:pass@hooks.example.com/x',
    'https://:pass@hooks.example.com/x',
    'https://user:@hooks.example.com/x',
    'https://us%40er:p%3Ass@hooks.example.com/x',
  ])('refuses %s (user info) with a reason, on create and on update', async (url) => {
    const r = await create(url);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'invalid_body',
      param: 'url',
      message: 'The URL must not contain a user name or password.',
    });
    const id = (await create('https://userinfo.example.com/')).body.endpoint.id;
    const u = await mock.patch(`/webhooks/endpoints/${id}`, { url });
    expect(u.status).toBe(400);
    expect(u.body).toMatchObject({ code: 'invalid_body', param: 'url' });
  });

  it.each([
    'https://hooks.example.com/cloud',
    'https://@hooks.example.com/empty-user-info', // URL() keeps no user name or password
    'https://8.8.8.8/hook',
    'https://172.32.0.1/',
    'https://100.128.0.1/',
    'https://192.169.0.1/',
    'https://[2606:4700:4700::1111]/in',
    'https://example.com:8443/path?x=1',
  ])('accepts %s', async (url) => {
    expect((await create(url)).status).toBe(201);
  });
});

describe('bounds', () => {
  it('at most 3 endpoints per host (409 host_limit), also on update', async () => {
    for (let i = 0; i < 3; i++)
      expect((await create(`https://same.example.com/${i}`)).status).toBe(201);
    const fourth = await create('https://SAME.example.com/4');
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('host_limit');
    const other = (await create('https://other.example.com/')).body.endpoint;
    const moved = await mock.patch(`/webhooks/endpoints/${other.id}`, {
      url: 'https://same.example.com/5',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('host_limit');
    expect(
      (await mock.patch(`/webhooks/endpoints/${other.id}`, { url: 'https://other.example.com/v2' }))
        .body.url,
    ).toBe('https://other.example.com/v2');
    expect(
      (await mock.patch(`/webhooks/endpoints/${other.id}`, { url: 'http://other.example.com/' }))
        .body.param,
    ).toBe('url');
  });

  it('at most 20 endpoints per account (409 endpoint_limit)', async () => {
    const existing = (await endpoints()).length;
    for (let i = existing; i < 20; i++)
      expect((await create(`https://h${i}.example.com/`)).status).toBe(201);
    const r = await create('https://h99.example.com/');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('endpoint_limit');
    expect((await mock.del(`/webhooks/endpoints/${(await endpoints())[0]!.id}`)).status).toBe(204);
    expect((await create('https://h99.example.com/')).status).toBe(201);
  });

  it('events must be known and unique; the body is checked', async () => {
    expect((await create('https://a.example.com/', ['instance.exploded'])).body.param).toBe(
      'events',
    );
    expect((await create('https://a.example.com/', [])).body.param).toBe('events');
    expect((await create('https://a.example.com/', ['ping'])).body.param).toBe('events');
    expect(
      (await create('https://a.example.com/', ['instance.created', 'instance.created'])).body.param,
    ).toBe('events');
    expect((await mock.get('/webhooks/event-types')).body.items).toHaveLength(13);
  });
});

describe('deliveries', () => {
  it('the secret is shown once and signs every delivery: v1=hex(HMAC-SHA256(secret, timestamp.payload))', async () => {
    const { body } = await create('https://receiver.example.com/hook');
    expect(body.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    const got = await mock.get(`/webhooks/endpoints/${body.endpoint.id}`);
    expect(got.text).not.toContain(body.secret);
    expect((await mock.get('/webhooks/endpoints')).text).not.toContain(body.secret);

    const ping = await mock.post(`/webhooks/endpoints/${body.endpoint.id}/ping`);
    expect(ping.status).toBe(200);
    const d = ping.body;
    expect(d).toMatchObject({
      event: 'ping',
      attempt: 1,
      ok: true,
      responseStatus: 200,
      endpointId: body.endpoint.id,
    });
    expect(d.timestamp).toBe(String(Math.floor(clock.now() / 1000)));
    const expected = createHmac('sha256', body.secret)
      .update(`${d.timestamp}.${d.payload}`)
      .digest('hex');
    expect(d.signature).toBe(`v1=${expected}`);
    expect(JSON.parse(d.payload)).toMatchObject({ type: 'ping' });
    const wrong = createHmac('sha256', body.secret)
      .update(`${Number(d.timestamp) + 1}.${d.payload}`)
      .digest('hex');
    expect(d.signature).not.toBe(`v1=${wrong}`);

    const log = (await mock.get(`/webhooks/endpoints/${body.endpoint.id}/deliveries`)).body.items;
    expect(log[0]).toEqual(d);
    expect(
      (await mock.get(`/webhooks/endpoints/${body.endpoint.id}`)).body.lastDelivery,
    ).toMatchObject({ ok: true, responseStatus: 200 });
  });

  it('events create signed deliveries on subscribed endpoints only; logs keep 50, newest first', async () => {
    const { body } = await create('https://events.example.com/in', [
      'instance.created',
      'instance.stopped',
    ]);
    const other = (await create('https://quiet.example.com/in', ['ticket.closed'])).body;
    await mock.post('/instances', {
      planId: 'vc2-1c-1gb',
      regionId: 'ewr',
      osImageId: 'debian-12',
      name: 'evt-1',
    });
    const log = (await mock.get(`/webhooks/endpoints/${body.endpoint.id}/deliveries`)).body.items;
    expect(log).toHaveLength(1);
    expect(log[0].event).toBe('instance.created');
    expect(JSON.parse(log[0].payload)).toMatchObject({
      type: 'instance.created',
      data: { name: 'evt-1' },
    });
    expect(log[0].signature).toBe(
      `v1=${createHmac('sha256', body.secret).update(`${log[0].timestamp}.${log[0].payload}`).digest('hex')}`,
    );
    expect(
      (await mock.get(`/webhooks/endpoints/${other.endpoint.id}/deliveries`)).body.items,
    ).toEqual([]);
    for (let i = 0; i < 55; i++) {
      clock.advance(1000);
      await mock.post(`/webhooks/endpoints/${body.endpoint.id}/ping`);
    }
    const full = (await mock.get(`/webhooks/endpoints/${body.endpoint.id}/deliveries`)).body.items;
    expect(full).toHaveLength(50);
    const times = full.map((d: { createdAt: string }) => Date.parse(d.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('seeded logs: failing endpoints show failures; disabled endpoints get no deliveries', async () => {
    const all = await endpoints();
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.some((e) => e.status === 'failing' && e.consecutiveFailures > 0)).toBe(true);
    const disabled = all.filter((e) => e.status === 'disabled');
    expect(disabled).toHaveLength(2);
    const recent = disabled.find((e) => Date.parse(e.reenableAfter!) > clock.now())!;
    const before = (await mock.get(`/webhooks/endpoints/${recent.id}/deliveries`)).body.items
      .length;
    await mock.post('/instances', {
      planId: 'vc2-1c-1gb',
      regionId: 'ewr',
      osImageId: 'debian-12',
      name: 'evt-2',
    });
    expect((await mock.get(`/webhooks/endpoints/${recent.id}/deliveries`)).body.items).toHaveLength(
      before,
    );
    const ping = await mock.post(`/webhooks/endpoints/${recent.id}/ping`);
    expect(ping.status).toBe(409);
  });
});

describe('auto-disable and re-enable', () => {
  it('20 consecutive failures disable the endpoint; re-enable is blocked for one hour', async () => {
    const { body } = await create('https://fail.receiver.example.com/hook');
    const id = body.endpoint.id;
    for (let i = 1; i <= 19; i++) {
      const d = await mock.post(`/webhooks/endpoints/${id}/ping`);
      expect(d.body).toMatchObject({ ok: false, responseStatus: 500 });
    }
    expect((await mock.get(`/webhooks/endpoints/${id}`)).body).toMatchObject({
      status: 'failing',
      consecutiveFailures: 19,
    });
    await mock.post(`/webhooks/endpoints/${id}/ping`);
    const disabled = (await mock.get(`/webhooks/endpoints/${id}`)).body;
    expect(disabled).toMatchObject({ status: 'disabled', consecutiveFailures: 20 });
    expect(Date.parse(disabled.reenableAfter) - Date.parse(disabled.disabledAt)).toBe(3_600_000);
    expect((await mock.post(`/webhooks/endpoints/${id}/ping`)).status).toBe(409);
    clock.advance(3_599_000);
    const blocked = await mock.post(`/webhooks/endpoints/${id}/enable`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('reenable_blocked');
    clock.advance(1000);
    const enabled = await mock.post(`/webhooks/endpoints/${id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
      disabledAt: null,
      reenableAfter: null,
    });
  });

  it('seeded: the endpoint disabled within the hour is blocked, the one disabled hours ago re-enables', async () => {
    const disabled = (await endpoints()).filter((e) => e.status === 'disabled');
    const [recent, old] = [...disabled].sort(
      (a, b) => Date.parse(b.disabledAt!) - Date.parse(a.disabledAt!),
    );
    expect((await mock.post(`/webhooks/endpoints/${recent!.id}/enable`)).body.code).toBe(
      'reenable_blocked',
    );
    expect((await mock.post(`/webhooks/endpoints/${old!.id}/enable`)).body.status).toBe('active');
    expect((await mock.post(`/webhooks/endpoints/${old!.id}/ping`)).body.ok).toBe(true);
  });

  it('seeded: the endpoint one failure away is disabled by the next failed delivery', async () => {
    const e = (await endpoints()).find((x) => x.consecutiveFailures === 19)!;
    await mock.post(`/webhooks/endpoints/${e.id}/ping`);
    expect((await mock.get(`/webhooks/endpoints/${e.id}`)).body.status).toBe('disabled');
  });

  it('failed event deliveries are retried with backoff, up to 6 attempts', async () => {
    const { body } = await create('https://timeout.example.org/in', ['instance.created']);
    await mock.post('/instances', {
      planId: 'vc2-1c-1gb',
      regionId: 'ewr',
      osImageId: 'debian-12',
      name: 'evt-3',
    });
    for (const wait of [60_000, 300_000, 1_800_000, 7_200_000, 28_800_000]) {
      clock.advance(wait);
      await mock.get('/account');
    }
    const log = (await mock.get(`/webhooks/endpoints/${body.endpoint.id}/deliveries`)).body.items;
    expect(log.map((d: { attempt: number }) => d.attempt)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(log[0]).toMatchObject({
      ok: false,
      responseStatus: null,
      error: 'timeout after 10000 ms',
    });
  });
});
