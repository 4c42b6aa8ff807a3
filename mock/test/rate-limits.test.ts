// Rate limits: 100 a minute per client address across keys, deploy 10, key create 10, payment
// calls 15; x-ratelimit-limit on every response; 429 rate_limited with Retry-After.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestMock, type TestMock } from './helpers';

const clock = manualClock();
let mock: TestMock;
let open: TestMock;
beforeAll(async () => {
  [mock, open] = await Promise.all([
    startTestMock({ now: clock.now, rateLimits: true }),
    startTestMock({ now: clock.now, rateLimits: false }),
  ]);
});
beforeEach(() => mock.reset());
afterAll(() => Promise.all([mock.close(), open.close()]));

/** n requests, 25 in flight at a time (the clock is frozen, so order does not matter). */
const burst = async <T>(_m: TestMock, n: number, send: (i: number) => Promise<T>): Promise<T[]> => {
  const out: T[] = [];
  for (let i = 0; i < n; i += 25) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(25, n - i) }, (_, k) => send(i + k)))),
    );
  }
  return out;
};
const deploy = (m: TestMock, i: number) =>
  m.post('/instances', {
    planId: 'vc2-1c-1gb',
    regionId: 'ewr',
    osImageId: 'debian-12',
    name: `rl-${i}`,
  });

describe('global limit', () => {
  it('the 101st request in a minute is 429 with Retry-After; the window slides', async () => {
    const tokens = [mock.keys.full, mock.keys.read, null];
    const replies = await burst(mock, 100, (i) => mock.get('/account', { token: tokens[i % 3] }));
    for (const r of replies) {
      expect(r.status).not.toBe(429);
      expect(r.headers.get('x-ratelimit-limit')).toBe('100');
    }
    const over = await mock.get('/instances');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited' });
    expect(over.headers.get('retry-after')).toBe('60');
    expect(over.headers.get('x-ratelimit-limit')).toBe('100');
    expect((await mock.get('/instances', { token: null })).status).toBe(429);
    clock.advance(30_000);
    expect((await mock.get('/instances')).headers.get('retry-after')).toBe('30');
    clock.advance(30_000);
    expect((await mock.get('/instances')).status).toBe(200);
  });

  it('/__mock/reset clears the windows; /__mock routes are not limited', async () => {
    await burst(mock, 100, () => mock.get('/account'));
    expect((await mock.get('/account')).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await mock.control('GET', '/keys')).status).toBe(200);
    await mock.reset();
    expect((await mock.get('/account')).status).toBe(200);
  });
});

describe('route limits', () => {
  it('the 11th deploy in a minute is 429; other routes still answer', async () => {
    const replies = await burst(mock, 10, (i) => deploy(mock, i));
    for (const r of replies) {
      expect(r.status).toBe(201);
      expect(r.headers.get('x-ratelimit-limit')).toBe('10');
    }
    const eleventh = await deploy(mock, 11);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('rate_limited');
    expect(eleventh.headers.get('x-ratelimit-limit')).toBe('10');
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const list = await mock.get('/instances');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-limit')).toBe('100');
    // Each route has its own bucket.
    expect(
      (await mock.post('/api-keys', { name: 'k', scope: 'read', expiresInDays: null })).status,
    ).toBe(201);
  });

  it('key creation is limited to 10 a minute; a refused (read-key) attempt still counts', async () => {
    await mock.post(
      '/api-keys',
      { name: 'k', scope: 'read', expiresInDays: null },
      { token: mock.keys.read },
    );
    const replies = await burst(mock, 9, () =>
      mock.post('/api-keys', { name: 'k', scope: 'read', expiresInDays: null }),
    );
    expect(
      replies.every((r) => r.status === 201 && r.headers.get('x-ratelimit-limit') === '10'),
    ).toBe(true);
    expect(
      (await mock.post('/api-keys', { name: 'k', scope: 'read', expiresInDays: null })).status,
    ).toBe(429);
  });

  it('payment calls (both routes) share 15 a minute', async () => {
    const replies = await burst(mock, 15, (i) =>
      i % 2
        ? mock.get('/wallet/payment-methods')
        : mock.post('/wallet/payments', { amountCents: 500, paymentMethodId: 'pm_visa_4242' }),
    );
    expect(
      replies.every((r) => r.status < 400 && r.headers.get('x-ratelimit-limit') === '15'),
    ).toBe(true);
    const over = await mock.get('/wallet/payment-methods');
    expect(over.status).toBe(429);
    expect(over.headers.get('x-ratelimit-limit')).toBe('15');
  });

  it('route requests count against the global limit too', async () => {
    await burst(mock, 10, (i) => deploy(mock, i));
    await burst(mock, 90, () => mock.get('/account'));
    expect((await mock.get('/account')).status).toBe(429);
  });
});

describe('limits off', () => {
  it('nothing is refused but the header is still sent', async () => {
    const replies = await burst(open, 110, () => open.get('/account'));
    expect(
      replies.every((r) => r.status === 200 && r.headers.get('x-ratelimit-limit') === '100'),
    ).toBe(true);
    const deploys = await burst(open, 12, (i) => deploy(open, i));
    expect(
      deploys.every((r) => r.status === 201 && r.headers.get('x-ratelimit-limit') === '10'),
    ).toBe(true);
  });
});

describe('x-ratelimit-remaining and x-ratelimit-reset', () => {
  it('count down what the address has left and say when the oldest request leaves the window', async () => {
    const first = await mock.get('/account');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(first.headers.get('x-ratelimit-reset')).toBe('60');
    clock.advance(15_000);
    // Another key on the same address counts against the same number.
    const second = await mock.get('/instances', { token: mock.keys.read });
    expect(second.headers.get('x-ratelimit-remaining')).toBe('98');
    expect(second.headers.get('x-ratelimit-reset')).toBe('45');
    await burst(mock, 98, () => mock.get('/account'));
    const refused = await mock.get('/account');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset')).toBe('45');
  });

  it('describe the route’s own limit where it has one', async () => {
    const reply = await deploy(mock, 1);
    expect(reply.headers.get('x-ratelimit-limit')).toBe('10');
    expect(reply.headers.get('x-ratelimit-remaining')).toBe('9');
  });

  it('are not sent when limits are off (nothing is counted)', async () => {
    const reply = await open.get('/account');
    expect(reply.headers.get('x-ratelimit-remaining')).toBeNull();
  });
});
