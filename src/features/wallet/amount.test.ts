import { describe, expect, it } from 'vitest';
import { formatMonth, parseAmount } from './amount';

describe('parseAmount', () => {
  it('reads dollars into cents', () => {
    expect(parseAmount('50')).toEqual({ ok: true, cents: 5000 });
    expect(parseAmount('$1,250.5')).toEqual({ ok: true, cents: 125050 });
    expect(parseAmount(' 5.00 ')).toEqual({ ok: true, cents: 500 });
  });
  it('refuses amounts below $5 and above $10,000 before sending', () => {
    expect(parseAmount('4.99')).toMatchObject({
      ok: false,
      error: expect.stringContaining('$5.00'),
    });
    expect(parseAmount('10000.01')).toMatchObject({ ok: false });
    expect(parseAmount('10000')).toEqual({ ok: true, cents: 1_000_000 });
  });
  it('refuses text that is not an amount', () => {
    for (const text of ['', 'abc', '5.001', '-5', '1e3']) expect(parseAmount(text).ok).toBe(false);
  });
});

describe('formatMonth', () => {
  it('names the month in UTC', () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('bogus')).toBe('bogus');
  });
});
