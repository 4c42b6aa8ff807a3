import { describe, expect, it } from 'vitest';
import { declaredReads } from './panels';
import { likelyRenames, readFields, readIssues, selectReads } from './read-check';

const instanceListReads = declaredReads('instances.list');
const walletSpendReads = declaredReads('wallet.spend');

const month = {
  month: '2026-01',
  totalCents: 100,
  byService: { compute: 1, storage: 2, network: 3, backups: 4 },
};
const summary = {
  balanceCents: 5,
  currency: 'USD',
  monthToDateSpendCents: 1,
  projectedMonthSpendCents: 2,
  lowBalanceThresholdCents: 3,
  months: [month],
};
const row = (i: number) => ({
  id: `id-${i}`,
  name: `n${i}`,
  status: 'running',
  planId: 'p',
  regionId: 'r',
  ipAddress: '10.0.0.1',
  osImageId: 'o',
  createdAt: '2026-01-01T00:00:00Z',
});

describe('readIssues', () => {
  it('passes an answer with everything read, extra fields and all, and returns the same object', () => {
    const data = { ...summary, extra: { nested: true } };
    const read = selectReads<typeof data>(walletSpendReads)(data);
    expect(read).toEqual({ ok: true, data });
    expect(read.ok && read.data).toBe(data);
  });

  it('names a renamed array key, what was expected, what came, and the field sent instead', () => {
    const { months, ...rest } = summary;
    expect(readIssues(walletSpendReads.schema, { ...rest, history: months })).toEqual([
      { path: 'months', expected: 'array', received: 'missing', instead: ['history'] },
    ]);
  });

  it('names a field inside a list by its path without the row index', () => {
    const issues = readIssues(walletSpendReads.schema, {
      ...summary,
      months: [{ ...month, totalCents: '100' }],
    });
    expect(issues).toEqual([
      { path: 'months[].totalCents', expected: 'number', received: 'string', instead: [] },
    ]);
  });

  it('reads an enum as sent: an unknown status is no issue', () => {
    expect(
      readIssues(instanceListReads.schema, { items: [{ ...row(1), status: 'rescue' }] }),
    ).toEqual([]);
  });

  it('takes a null or missing field the panel shows as absent, and refuses a null one it needs', () => {
    expect(
      readIssues(instanceListReads.schema, { items: [{ ...row(1), ipAddress: null }] }),
    ).toEqual([]);
    expect(readIssues(instanceListReads.schema, { items: [{ ...row(1), name: null }] })).toEqual([
      { path: 'items[].name', expected: 'string', received: 'null', instead: [] },
    ]);
  });

  it('checks a long list by sample, and still finds a drift in every row', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ ...row(i), createdAt: i }));
    expect(readIssues(instanceListReads.schema, { items })).toEqual([
      { path: 'items[].createdAt', expected: 'string', received: 'integer', instead: [] },
    ]);
    // Which rows the check opens: a sample (its first 20, 20 spread over the rest and the last), never all
    // 10,000 (checking every row took 25 to 30 ms on each answer; the bench measures the time).
    const opened = new Set<number>();
    const clean = {
      items: Array.from(
        { length: 10_000 },
        (_, i) =>
          new Proxy(row(i), {
            get: (target, key) => {
              opened.add(i);
              return Reflect.get(target, key);
            },
          }),
      ),
    };
    expect(readIssues(instanceListReads.schema, clean)).toEqual([]);
    expect(opened.size).toBeGreaterThanOrEqual(20);
    expect(opened.size).toBeLessThanOrEqual(41);
    expect(opened.has(9_999)).toBe(true);
    expect(
      [...opened].filter((index) => index > 1_000 && index < 9_000).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('refuses a list envelope that is not there', () => {
    expect(readIssues(instanceListReads.schema, { data: [] })).toEqual([
      { path: 'items', expected: 'array', received: 'missing', instead: ['data'] },
    ]);
  });
});

describe('readFields', () => {
  it('lists every field a panel reads with its type, through lists', () => {
    const fields = readFields(walletSpendReads.schema);
    expect(fields.map((f) => `${f.path}:${f.type}`)).toEqual([
      'currency:string',
      'months:array',
      'months[].month:string',
      'months[].totalCents:number',
      'months[].byService:object',
      'months[].byService.compute:number',
      'months[].byService.storage:number',
      'months[].byService.network:number',
      'months[].byService.backups:number',
    ]);
    expect(
      readFields(instanceListReads.schema).find((f) => f.path === 'items[].ipAddress'),
    ).toEqual({ path: 'items[].ipAddress', type: 'string', optional: true, nullable: true });
  });

  it("names, of the fields in a missing one's place, those named like it; all of them when none is", () => {
    const row = {
      id: 'i-1',
      name: 'web',
      status: 'running',
      planId: 'p',
      region: 'fra',
      zoneId: 'fra-1',
      osImageId: 'ubuntu',
      ipAddress: '192.0.2.1',
      createdAt: '2026-01-01T00:00:00Z',
    };
    const [issue] = readIssues(instanceListReads.schema, { items: [row] });
    expect(issue).toMatchObject({
      path: 'items[].regionId',
      received: 'missing',
      instead: ['region'],
    });
    expect(likelyRenames('createdAt', ['label', 'issuedAt'])).toEqual(['issuedAt']);
    expect(likelyRenames('regionId', ['planId', 'region'])).toEqual(['region']);
    expect(likelyRenames('balanceCents', ['creditCents', 'availableCents'])).toEqual([
      'availableCents',
      'creditCents',
    ]);
    expect(likelyRenames('months', ['history', 'notes'])).toEqual(['history', 'notes']);
    expect(likelyRenames('serverId', ['vaultId'])).toEqual(['vaultId']);
  });
});
