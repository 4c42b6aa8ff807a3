// Fault injection: latency, error statuses, 429 bursts, dropped connections and malformed JSON,
// per route pattern and share of requests; set at start or through /__mock/faults.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockApp } from '../app';
import { startTestMock, type TestMock } from './helpers';

let mock: TestMock;
let preset: TestMock;
beforeAll(async () => {
  [mock, preset] = await Promise.all([
    startTestMock(),
    startTestMock({ faults: [{ route: '/api/v1/volumes', kind: 'error', status: 500 }] }),
  ]);
});
beforeEach(() => mock.reset());
afterAll(() => Promise.all([mock.close(), preset.close()]));

const setFaults = async (rules: unknown) => {
  const r = await mock.control('PUT', '/faults', rules);
  expect(r.status).toBe(200);
};

describe('faults', () => {
  it('are off by default; options.faults applies from the start and reset clears them', async () => {
    expect((await mock.control('GET', '/faults')).body).toEqual({ items: [] });
    expect((await mock.get('/volumes')).status).toBe(200);
    const failed = await preset.get('/volumes');
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: 'internal_error' });
    expect(failed.headers.get('x-ratelimit-limit')).toBe('100');
    expect((await preset.get('/vpcs')).status).toBe(200);
    await preset.reset();
    expect((await preset.get('/volumes')).status).toBe(200);
  });

  it('error: a deterministic share of matching requests, by glob and method', async () => {
    await setFaults([{ route: 'POST /api/v1/tickets*', kind: 'error', status: 503, rate: 0.5 }]);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await mock.post('/tickets', { subject: `fault ${i}`, message: 'x' })).status);
    expect(statuses).toEqual([201, 503, 201, 503, 201, 503]);
    expect((await mock.get('/tickets')).status).toBe(200);
    await setFaults({ items: [{ route: '/api/v1/instances/*', kind: 'error', status: 502 }] });
    const r = await mock.get('/instances/abc');
    expect(r.status).toBe(502);
    expect(r.body.code).toBe('bad_gateway');
    expect(r.headers.get('x-mock-fault')).toBe('error');
    expect((await mock.get('/instances')).status).toBe(200);
  });

  it('latency delays the answer', async () => {
    await setFaults([{ route: '/api/v1/account', kind: 'latency', ms: 300 }]);
    const start = Date.now();
    const r = await mock.get('/account');
    expect(Date.now() - start).toBeGreaterThanOrEqual(290);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-mock-fault')).toBe('latency');
  });

  it('rate_limit answers 429 with the given Retry-After', async () => {
    await setFaults([{ route: '*', kind: 'rate_limit', retryAfter: 7 }]);
    const r = await mock.get('/wallet/summary');
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('rate_limited');
    expect(r.headers.get('retry-after')).toBe('7');
  });

  it('drop cuts the connection without an answer', async () => {
    await setFaults([{ route: '/api/v1/backups', kind: 'drop' }]);
    await expect(
      fetch(`${mock.url}/api/v1/backups`, {
        headers: { authorization: `Bearer ${mock.keys.full}` },
      }),
    ).rejects.toThrow();
    expect((await mock.get('/backups/servers')).status).toBe(200);
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    await setFaults([{ route: '/api/v1/vpcs', kind: 'malformed' }]);
    const r = await fetch(`${mock.url}/api/v1/vpcs`, {
      headers: { authorization: `Bearer ${mock.keys.full}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/json');
    await expect(r.json()).rejects.toThrow();
  });

  it('error: 500, 502 and 503 carry internal_error, bad_gateway and service_unavailable', async () => {
    await setFaults([
      { route: 'GET /api/v1/volumes', kind: 'error', status: 500 },
      { route: 'GET /api/v1/vpcs', kind: 'error', status: 502 },
      { route: 'POST /api/v1/instances', kind: 'error' },
    ]);
    for (const [r, status, code, limit] of [
      [await mock.get('/volumes'), 500, 'internal_error', '100'],
      [await mock.get('/vpcs'), 502, 'bad_gateway', '100'],
      [await mock.post('/instances', {}), 503, 'service_unavailable', '10'],
    ] as const) {
      expect(r.status).toBe(status);
      expect(r.body).toEqual({ code, message: expect.any(String), requestId: expect.any(String) });
      expect(r.headers.get('x-ratelimit-limit')).toBe(limit);
      expect(r.headers.get('x-request-id')).toBe(r.body.requestId);
    }
  });

  it('options.faults are checked like MOCK_FAULTS and /__mock/faults', () => {
    expect(() =>
      createMockApp({ faults: [{ route: '*', kind: 'error', status: 504 as 503 }] }),
    ).toThrow('faults: rule 0: status must be 500, 502 or 503');
  });

  it('refuses a retryAfter the contract refuses (above 60 s), saying so', async () => {
    expect(() =>
      createMockApp({ faults: [{ route: '*', kind: 'rate_limit', retryAfter: 61 }] }),
    ).toThrow(
      "faults: rule 0: retryAfter must be an integer from 1 to 60 (the contract's Retry-After bound), got 61",
    );
    const r = await mock.control('PUT', '/faults', [
      { route: '*', kind: 'rate_limit', retryAfter: 99999 },
    ]);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('retryAfter must be an integer from 1 to 60');
    expect((await mock.control('GET', '/faults')).body.items).toEqual([]);
    expect(
      (await mock.control('PUT', '/faults', [{ route: '*', kind: 'rate_limit', retryAfter: 60 }]))
        .status,
    ).toBe(200);
    await mock.control('PUT', '/faults', []);
  });

  it('/__mock/faults refuses invalid rules', async () => {
    for (const bad of [
      { route: '*' },
      [{ route: '*', kind: 'explode' }],
      [{ route: '', kind: 'drop' }],
      [{ route: '*', kind: 'error', status: 404 }],
      [{ route: '*', kind: 'latency', rate: 2 }],
      [{ route: '*', kind: 'drop', extra: 1 }],
    ]) {
      const r = await mock.control('PUT', '/faults', bad);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_body');
    }
    expect((await mock.control('GET', '/faults')).body.items).toEqual([]);
  });
});

describe('mock-only routes', () => {
  it('GET /__mock/requests logs /api/v1 requests without credentials; DELETE clears it', async () => {
    await mock.get('/tickets', { query: { status: 'open', limit: 5 } });
    await mock.get('/nope', { token: null });
    const log = (await mock.control('GET', '/requests')).body.items;
    expect(log).toEqual([
      {
        method: 'GET',
        path: '/api/v1/tickets',
        query: { status: 'open', limit: '5' },
        status: 200,
        at: expect.any(String),
        headerNames: expect.arrayContaining(['authorization', 'host']),
      },
      {
        method: 'GET',
        path: '/api/v1/nope',
        query: {},
        status: 401,
        at: expect.any(String),
        headerNames: expect.not.arrayContaining(['authorization']),
      },
    ]);
    expect(JSON.stringify(log)).not.toContain(mock.keys.full);
    expect((await mock.control('DELETE', '/requests')).status).toBe(204);
    expect((await mock.control('GET', '/requests')).body.items).toEqual([]);
  });

  it('GET /__mock/keys lists the demo tokens; CORS allows any origin and exposes the limit headers', async () => {
    expect((await mock.control('GET', '/keys')).body).toEqual(mock.keys);
    const pre = await fetch(`${mock.url}/api/v1/instances`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    const r = await fetch(`${mock.url}/api/v1/instances`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-expose-headers')).toContain('x-ratelimit-limit');
    expect(r.headers.get('access-control-expose-headers')).toContain('retry-after');
  });
});
