// Real deliveries (MOCK_DELIVER_HOST, MOCK_DELIVER_TO): signed POSTs to a loopback receiver for the
// endpoints on one host, the receiver's answer deciding, with the retries and the auto-disable.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loopbackDelivery, loopbackOrigin } from '../deliver-node';
import { readEnv } from '../env';
import { manualClock, startTestMock, type TestMock } from './helpers';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let answer = 202;
let receiver: Server;
let mock: TestMock;
const clock = manualClock(Date.now());

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const origin = loopbackOrigin(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`);
  if (typeof origin === 'string') throw new Error(origin);
  mock = await startTestMock({
    now: clock.now,
    delivery: loopbackDelivery('console.team.test', origin),
  });
});
beforeEach(async () => {
  await mock.reset();
  received.length = 0;
  answer = 202;
});
afterAll(async () => {
  await mock.close();
  await new Promise((done) => receiver.close(done));
});

async function register(url = 'https://console.team.test/hooks/service/office') {
  const created = await mock.post('/webhooks/endpoints', { url, events: ['instance.created'] });
  expect(created.status).toBe(201);
  return created.body as { endpoint: { id: string }; secret: string };
}

const deploy = () =>
  mock.post('/instances', {
    name: 'live-1',
    planId: 'vc2-1c-1gb',
    regionId: 'fra',
    osImageId: 'ubuntu-24.04',
  });

describe('real delivery', () => {
  it('POSTs a signed envelope to the endpoint’s path at the loopback origin, with its host', async () => {
    const { endpoint, secret } = await register();
    // The same account's endpoint on another host stays simulated: nothing is sent for it.
    await mock.post('/webhooks/endpoints', {
      url: 'https://hooks.example.com/x',
      events: ['instance.created'],
    });
    expect((await deploy()).status).toBe(201);
    await expect.poll(() => received.length).toBe(1);
    const [got] = received;
    expect(got!.path).toBe('/hooks/service/office');
    expect(got!.headers.host).toBe('console.team.test');
    const timestamp = String(got!.headers['webhook-timestamp']);
    expect(got!.headers['webhook-signature']).toBe(
      `v1=${createHmac('sha256', secret).update(`${timestamp}.${got!.body}`).digest('hex')}`,
    );
    expect(JSON.parse(got!.body)).toMatchObject({
      type: 'instance.created',
      data: { name: 'live-1' },
    });
    await expect
      .poll(
        async () => (await mock.get(`/webhooks/endpoints/${endpoint.id}/deliveries`)).body.items,
      )
      .toMatchObject([{ ok: true, responseStatus: 202, attempt: 1 }]);
  });

  it('retries a refused delivery when due, then disables the endpoint after 20 failures', async () => {
    const { endpoint } = await register();
    answer = 500;
    await deploy();
    await expect.poll(() => received.length).toBe(1);
    const status = async () => (await mock.get(`/webhooks/endpoints/${endpoint.id}`)).body;
    await expect.poll(async () => (await status()).consecutiveFailures).toBe(1);
    // The retry goes out a minute later on its own (no request needed), as a new signed attempt.
    clock.advance(60_000);
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    await expect.poll(async () => (await status()).consecutiveFailures).toBe(2);
    for (let i = 0; i < 18; i++) {
      const before = received.length;
      await deploy();
      await expect.poll(() => received.length).toBe(before + 1);
    }
    await expect.poll(async () => (await status()).status).toBe('disabled');
    const before = received.length;
    await deploy();
    clock.advance(24 * 3600_000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(received.length).toBe(before);
  });
});

describe('the switch', () => {
  it('takes a loopback origin only, and both variables together', () => {
    expect(() =>
      readEnv({ MOCK_DELIVER_HOST: 'a.test', MOCK_DELIVER_TO: 'http://10.0.0.1:80' }),
    ).toThrow(/not a loopback/);
    expect(() => readEnv({ MOCK_DELIVER_HOST: 'a.test' })).toThrow(/go together/);
    expect(() =>
      readEnv({ MOCK_DELIVER_HOST: 'a.test', MOCK_DELIVER_TO: 'https://127.0.0.1:8080/x' }),
    ).toThrow(/origin only/);
    expect(
      readEnv({ MOCK_DELIVER_HOST: 'a.test', MOCK_DELIVER_TO: 'https://127.0.0.1:8080' }).deliver
        ?.to.origin,
    ).toBe('https://127.0.0.1:8080');
  });
});
