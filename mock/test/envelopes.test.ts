// Envelopes, query validation (never clamped, never ignored), q matching, combined filters and
// stats computed over the whole filtered set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, startTestMock, type TestMock } from './helpers';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(() => mock.close());

const PLAIN = [
  '/instances',
  '/volumes',
  '/reserved-ips',
  '/vpcs',
  '/api-keys',
  '/catalog/plans',
  '/catalog/regions',
  '/catalog/os-images',
  '/wallet/payment-methods',
  '/monitoring/alert-policies',
  '/webhooks/endpoints',
  '/webhooks/event-types',
];
const PAGED = [
  '/wallet/transactions',
  '/tickets',
  '/backups',
  '/backups/servers',
  '/monitoring/servers',
];

describe('envelopes', () => {
  it.each(PLAIN)('%s returns the whole set as {items} with no total', async (path) => {
    const r = await mock.get(path);
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.items)).toBe(true);
    expect(r.body.items.length).toBeGreaterThan(0);
    expect(Object.keys(r.body)).toEqual(['items']);
  });

  it.each(PLAIN)('%s refuses any query parameter with 400 invalid_parameter', async (path) => {
    for (const [name, value] of [
      ['limit', '5'],
      ['offset', '0'],
      ['page', '2'],
      ['cursor', 'abc'],
      ['q', 'web'],
      ['status', 'running'],
    ]) {
      const r = await mock.get(path, { query: { [name!]: value! } });
      expect(r.status, `${path}?${name}`).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_parameter', param: name });
      expect(typeof r.body.message).toBe('string');
    }
  });

  it('an empty collection is {items: []}', async () => {
    const { body } = await mock.get('/monitoring/alert-policies');
    for (const p of body.items)
      expect((await mock.del(`/monitoring/alert-policies/${p.id}`)).status).toBe(204);
    expect((await mock.get('/monitoring/alert-policies')).body).toEqual({ items: [] });
    await mock.reset();
  });

  it.each(PAGED)('%s returns {items,total,limit,offset} with defaults 25 and 0', async (path) => {
    const r = await mock.get(path);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ limit: 25, offset: 0 });
    expect(r.body.items).toHaveLength(Math.min(25, r.body.total));
    expect(r.body.total).toBeGreaterThan(0);
  });

  it('unknown routes under /api/v1 answer 404 not_found as JSON', async () => {
    const r = await mock.get('/no-such-thing');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found' });
    expect(r.headers.get('x-ratelimit-limit')).toBe('100');
    expect((await mock.get('/instances/00000000-0000-4000-8000-000000000000')).body.code).toBe(
      'not_found',
    );
  });
});

describe('pagination and filter parameters', () => {
  const bad: [string, Record<string, string>, string][] = [
    ['/wallet/transactions', { limit: '0' }, 'limit'],
    ['/wallet/transactions', { limit: '101' }, 'limit'],
    ['/wallet/transactions', { limit: '2.5' }, 'limit'],
    ['/wallet/transactions', { limit: 'abc' }, 'limit'],
    ['/wallet/transactions', { limit: '' }, 'limit'],
    ['/wallet/transactions', { limit: '-5' }, 'limit'],
    ['/wallet/transactions', { limit: '1e2' }, 'limit'],
    ['/tickets', { offset: '-1' }, 'offset'],
    ['/tickets', { offset: '1.5' }, 'offset'],
    ['/tickets', { status: 'bogus' }, 'status'],
    ['/tickets', { status: 'OPEN' }, 'status'],
    ['/backups', { type: 'weekly' }, 'type'],
    ['/backups/servers', { type: 'auto' }, 'type'],
    ['/monitoring/servers', { status: 'deleted' }, 'status'],
    ['/wallet/transactions', { month: '2025-13' }, 'month'],
    ['/wallet/transactions', { month: '2025-00' }, 'month'],
    ['/wallet/transactions', { month: '2025-1' }, 'month'],
    ['/wallet/transactions', { type: 'refund' }, 'type'],
    ['/wallet/transactions', { category: 'fee' }, 'category'],
    ['/wallet/transactions', { page: '2' }, 'page'],
    ['/tickets', { cursor: 'x' }, 'cursor'],
    ['/tickets', { q: 'x'.repeat(201) }, 'q'],
  ];
  it.each(bad)('%s %o -> 400 invalid_parameter (%s)', async (path, query, param) => {
    const r = await mock.get(path, { query });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_parameter', param });
  });

  it('a repeated parameter is refused', async () => {
    const url = `${mock.url}/api/v1/tickets?limit=5&limit=10`;
    const r = await fetch(url, { headers: { authorization: `Bearer ${mock.keys.full}` } });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ param: 'limit' });
  });

  it('limit 1 and 100 are accepted exactly, offset past the end is an empty page', async () => {
    expect((await mock.get('/tickets', { query: { limit: 1 } })).body.items).toHaveLength(1);
    const hundred = await mock.get('/wallet/transactions', { query: { limit: 100 } });
    expect(hundred.body.items).toHaveLength(100);
    expect(hundred.body.limit).toBe(100);
    const past = await mock.get('/tickets', { query: { offset: 100000 } });
    expect(past.body).toMatchObject({ items: [], offset: 100000 });
    expect(past.body.total).toBeGreaterThan(0);
  });

  it('pages walk without overlap or gaps', async () => {
    const { items, total } = await allPages(mock, '/tickets', {}, 37);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((t) => t.id)).size).toBe(total);
  });
});

describe('q, filters and stats', () => {
  it('q matches server-side, case-insensitively, across all pages', async () => {
    const all = await allPages(mock, '/wallet/transactions');
    const expected = all.items.filter((t) => t.description.toLowerCase().includes('refund'));
    const r = await allPages(mock, '/wallet/transactions', { q: 'REFUND' });
    expect(r.total).toBe(expected.length);
    expect(r.total).toBeGreaterThan(0);
    const unicode = await mock.get('/tickets', { query: { q: 'données' } });
    expect(unicode.body.total).toBeGreaterThan(0);
    for (const t of unicode.body.items) expect(t.subject.toLowerCase()).toContain('données');
  });

  it('filters combine (type + category + month + q)', async () => {
    const all = (await allPages(mock, '/wallet/transactions')).items;
    const month = all[40].createdAt.slice(0, 7);
    const expected = all.filter(
      (t) =>
        t.type === 'debit' &&
        t.category === 'usage' &&
        t.createdAt.startsWith(month) &&
        t.description.toLowerCase().includes('compute'),
    );
    const r = await allPages(mock, '/wallet/transactions', {
      type: 'debit',
      category: 'usage',
      month,
      q: 'compute',
    });
    expect(r.items.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(r.total).toBeGreaterThan(0);
  });

  it('transaction stats cover the whole filtered set, not the page', async () => {
    const { items } = await allPages(mock, '/wallet/transactions', { q: 'compute' });
    const first = await mock.get('/wallet/transactions', { query: { q: 'compute', limit: 5 } });
    const sum = (f: (t: (typeof items)[number]) => boolean) =>
      items.filter(f).reduce((s, t) => s + t.amountCents, 0);
    expect(first.body.stats).toEqual({
      creditCents: sum((t) => t.type === 'credit'),
      debitCents: sum((t) => t.type === 'debit'),
      byCategory: {
        topup: sum((t) => t.category === 'topup'),
        usage: sum((t) => t.category === 'usage'),
        refund: sum((t) => t.category === 'refund'),
        adjustment: sum((t) => t.category === 'adjustment'),
      },
    });
  });

  it('ticket, backup and monitoring stats match a walk of every page', async () => {
    const tickets = await allPages(mock, '/tickets');
    const t = await mock.get('/tickets', { query: { limit: 3 } });
    for (const s of ['open', 'answered', 'closed'])
      expect(t.body.stats.byStatus[s]).toBe(tickets.items.filter((x) => x.status === s).length);
    const filtered = await mock.get('/tickets', { query: { status: 'open', limit: 2 } });
    expect(filtered.body.stats.byStatus).toEqual({
      open: filtered.body.total,
      answered: 0,
      closed: 0,
    });

    const backups = await allPages(mock, '/backups', { q: 'web' });
    const b = await mock.get('/backups', { query: { q: 'web', limit: 1 } });
    expect(b.body.stats.byType).toEqual({
      auto: backups.items.filter((x) => x.type === 'auto').length,
      manual: backups.items.filter((x) => x.type === 'manual').length,
    });
    expect(b.body.stats.totalSizeGb).toBeCloseTo(
      backups.items.reduce((s, x) => s + x.sizeGb, 0),
      1,
    );
    const manual = await allPages(mock, '/backups', { type: 'manual', q: 'web' });
    expect(
      manual.items.every(
        (x) => x.type === 'manual' && x.instanceName.toLowerCase().includes('web'),
      ),
    ).toBe(true);

    const servers = await allPages(mock, '/monitoring/servers');
    const m = await mock.get('/monitoring/servers', { query: { limit: 1 } });
    for (const s of ['provisioning', 'running', 'stopped', 'error', 'destroyed']) {
      expect(m.body.stats.byStatus[s]).toBe(servers.items.filter((x) => x.status === s).length);
    }
    const running = await allPages(mock, '/monitoring/servers', { status: 'running', q: 'prod' });
    expect(running.items.every((x) => x.status === 'running')).toBe(true);
  });
});
