import { describe, expect, it } from 'vitest';
import { transactionsSearchSchema } from './search';

describe('transactionsSearchSchema', () => {
  it('keeps valid filters', () => {
    expect(
      transactionsSearchSchema.parse({
        type: 'debit',
        category: 'usage',
        month: '2026-10',
        limit: 50,
        offset: 50,
      }),
    ).toEqual({
      type: 'debit',
      category: 'usage',
      month: '2026-10',
      limit: 50,
      offset: 50,
      q: undefined,
    });
  });
  it('resets values the service would refuse', () => {
    const parsed = transactionsSearchSchema.parse({
      type: 'gift',
      category: 'x',
      month: '2025-13',
      limit: 500,
      offset: -1,
    });
    expect(parsed).toMatchObject({
      type: undefined,
      category: undefined,
      month: undefined,
      limit: 25,
      offset: 0,
    });
  });
  it('refuses a month without its leading zero', () => {
    expect(transactionsSearchSchema.parse({ month: '2026-1' }).month).toBeUndefined();
  });
});
