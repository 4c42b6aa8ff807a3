import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatRelative } from './format';

describe('formatters never throw on what the contract allows', () => {
  it('formats a known currency and shows an unknown one as its code beside the amount', () => {
    expect(formatCents(123456, 'USD')).toBe('$1,234.56');
    expect(formatCents(123456, 'EUR')).toBe('€1,234.56');
    expect(formatCents(123456, 'QQQ')).toMatch(/^QQQ\s1,234\.56$/);
    expect(formatCents(123456, 'US$')).toBe('US$ 1,234.56');
    expect(formatCents(-250, 'dollars')).toBe('dollars -2.50');
    expect(formatCents(5, 'usd')).toBe('$0.05');
    expect(formatCents(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.90');
    expect(formatCents(Number.NaN, 'USD')).toBe('—');
  });

  it('shows a date it cannot read as the raw text, and keeps "—" for none', () => {
    expect(formatDateTime('2016-12-31T23:59:60Z')).toBe('2016-12-31T23:59:60Z');
    expect(formatDate('31/12/2026')).toBe('31/12/2026');
    expect(formatRelative('not a date')).toBe('not a date');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('9999-12-31T23:59:59.999Z', true)).toBe('31 Dec 9999, 23:59 UTC');
    expect(formatRelative('0001-01-01T00:00:00Z', Date.UTC(2026, 0, 1))).toBe('2,026 years ago');
  });
});
