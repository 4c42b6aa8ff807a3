// The wallet summary agrees with the transactions; payments add funds; the zero-balance lock
// makes every key of the account 401 until a top-up through /__mock/topup.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allPages, manualClock, startTestMock, type TestMock } from './helpers';

// Mid-month: the seed's history (about three entries a day up to an hour before now) then has
// spend in every month; the first hours of a month have none yet (the last test here).
const MID_MONTH = Date.UTC(2026, 5, 15, 12, 0, 0);
const clock = manualClock(MID_MONTH);
let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ now: clock.now });
});
beforeEach(() => mock.reset());
afterAll(() => mock.close());

describe('summary', () => {
  it('balance = credits - debits; months are 19, oldest first, split by service; this month = month-to-date', async () => {
    const s = (await mock.get('/wallet/summary')).body;
    expect(s.balanceCents).toBe(123456);
    expect(s.currency).toBe('USD');
    const all = await mock.get('/wallet/transactions', { query: { limit: 1 } });
    expect(all.body.stats.creditCents - all.body.stats.debitCents).toBe(s.balanceCents);
    expect(s.months).toHaveLength(19);
    expect([...s.months].map((m: { month: string }) => m.month).sort()).toEqual(
      s.months.map((m: { month: string }) => m.month),
    );
    for (const m of s.months) {
      const { compute, storage, network, backups } = m.byService;
      expect(compute + storage + network + backups).toBe(m.totalCents);
      const month = await mock.get('/wallet/transactions', {
        query: { month: m.month, type: 'debit', limit: 1 },
      });
      expect(month.body.stats.debitCents).toBe(m.totalCents);
      expect(m.totalCents).toBeGreaterThan(0);
    }
    expect(s.monthToDateSpendCents).toBe(s.months.at(-1).totalCents);
    expect(s.projectedMonthSpendCents).toBeGreaterThanOrEqual(s.monthToDateSpendCents);
  });

  it('in the first hour of a month: this month is there with nothing spent yet, the months before in full', async () => {
    clock.set(Date.UTC(2026, 11, 1, 0, 51, 0));
    try {
      await mock.reset();
      const s = (await mock.get('/wallet/summary')).body;
      expect(s.months).toHaveLength(19);
      expect(s.months.at(-1)).toMatchObject({ month: '2026-12', totalCents: 0 });
      expect(s.months.at(-2).month).toBe('2026-11');
      for (const m of s.months.slice(0, -1)) expect(m.totalCents).toBeGreaterThan(0);
      expect(s.monthToDateSpendCents).toBe(0);
      expect(s.projectedMonthSpendCents).toBeGreaterThanOrEqual(0);
      const all = await mock.get('/wallet/transactions', { query: { limit: 1 } });
      expect(all.body.stats.creditCents - all.body.stats.debitCents).toBe(s.balanceCents);
    } finally {
      clock.set(MID_MONTH);
    }
  });

  it('payments add a top-up credit (201) and raise the balance', async () => {
    const methods = (await mock.get('/wallet/payment-methods')).body.items;
    expect(methods.length).toBeGreaterThan(0);
    const r = await mock.post('/wallet/payments', {
      amountCents: 5000,
      paymentMethodId: methods[0].id,
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      type: 'credit',
      category: 'topup',
      amountCents: 5000,
      currency: 'USD',
    });
    expect((await mock.get('/wallet/summary')).body.balanceCents).toBe(128456);
    expect((await mock.get('/wallet/transactions', { query: { limit: 1 } })).body.items[0].id).toBe(
      r.body.id,
    );
    expect(
      (await mock.post('/wallet/payments', { amountCents: 5000, paymentMethodId: 'pm_nope' }))
        .status,
    ).toBe(404);
    expect(
      (await mock.post('/wallet/payments', { amountCents: 499, paymentMethodId: methods[0].id }))
        .body.param,
    ).toBe('amountCents');
    expect(
      (
        await mock.post('/wallet/payments', {
          amountCents: 1000001,
          paymentMethodId: methods[0].id,
        })
      ).body.param,
    ).toBe('amountCents');
  });
});

describe('zero-balance lock', () => {
  it('a locked account answers 401 on every key until /__mock/topup adds funds', async () => {
    const token = mock.keys.suspended;
    for (const path of ['/instances', '/wallet/summary', '/account'])
      expect((await mock.get(path, { token })).body.code).toBe('invalid_token');
    expect(
      (
        await mock.post(
          '/wallet/payments',
          { amountCents: 5000, paymentMethodId: 'pm_mc_4444' },
          { token },
        )
      ).status,
    ).toBe(401);

    const topup = await mock.control('POST', '/topup', { token, amountCents: 2500 });
    expect(topup.status).toBe(200);
    expect(topup.body).toMatchObject({ balanceCents: 2500, locked: false });

    const account = await mock.get('/account', { token });
    expect(account.body.name).toBe('Dormant Labs');
    const instances = (await mock.get('/instances', { token })).body.items;
    expect(instances).toHaveLength(2);
    expect((await mock.get('/volumes', { token })).body).toEqual({ items: [] });
    expect((await mock.get('/wallet/summary', { token })).body.balanceCents).toBe(2500);
    const txs = await allPages(mock, '/wallet/transactions', {}, 100);
    expect(txs.items.every((t) => !t.description.includes('dormant-legacy'))).toBe(true);
  });

  it('spending the balance to zero locks the account at once', async () => {
    const token = mock.keys.suspended;
    await mock.control('POST', '/topup', { accountId: 'acc_dormant', amountCents: 500 });
    const r = await mock.post(
      '/instances',
      { planId: 'vc2-1c-1gb', regionId: 'ewr', osImageId: 'debian-12', name: 'last-one' },
      { token },
    );
    expect(r.status).toBe(201);
    expect((await mock.get('/instances', { token })).status).toBe(401);
  });

  it('/__mock/topup refuses bad input', async () => {
    expect((await mock.control('POST', '/topup', { amountCents: 0 })).status).toBe(400);
    expect(
      (await mock.control('POST', '/topup', { accountId: 'acc_nope', amountCents: 10 })).status,
    ).toBe(404);
    expect((await mock.control('POST', '/topup', { amountCents: 100 })).body).toMatchObject({
      accountId: 'acc_acme',
      balanceCents: 123556,
    });
  });
});
