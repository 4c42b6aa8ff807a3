import { describe, expect, it } from 'vitest';
import { buildIndex, filterByIndex, filterTerms, searchableText } from './whole-set-filter';

const rows = [
  { name: 'web-1', region: 'fra1', ip: '10.0.0.1' },
  { name: 'DB-primary', region: 'ams3', ip: '10.0.0.2' },
  { name: 'web-2', region: 'ams3', ip: '10.0.1.7' },
];
const index = buildIndex(rows, (row) => `${row.name} ${row.region} ${row.ip}`);

describe('whole-set filter', () => {
  it('matches every word, case-insensitively, across fields', () => {
    expect(filterByIndex(rows, index, filterTerms('WEB ams3')).map((row) => row.name)).toEqual([
      'web-2',
    ]);
    expect(filterByIndex(rows, index, filterTerms('db')).map((row) => row.name)).toEqual([
      'DB-primary',
    ]);
    expect(filterByIndex(rows, index, filterTerms('10.0.0.')).length).toBe(2);
  });
  it('returns the same array for a blank filter', () => {
    expect(filterByIndex(rows, index, filterTerms('   '))).toBe(rows);
    expect(filterTerms(undefined)).toEqual([]);
  });
  it('finds nothing for an unknown word', () => {
    expect(filterByIndex(rows, index, filterTerms('web zzz'))).toEqual([]);
  });
  it('turns values into searchable text', () => {
    expect(searchableText(['a', 1, null])).toBe('a 1 ');
    expect(searchableText({ a: 1 })).toBe('');
    expect(searchableText(null)).toBe('');
  });
  // How long it takes is the bench's to measure (npm run bench), not a test's.
  it('filters 10,000 rows by their index', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      name: `server-${i}`,
      region: i % 2 ? 'fra1' : 'ams3',
      ip: `10.${i % 256}.0.1`,
    }));
    const manyIndex = buildIndex(many, (row) => `${row.name} ${row.region} ${row.ip}`);
    const found = filterByIndex(many, manyIndex, filterTerms('server-99 fra1'));
    expect(found.length).toBe(56);
  });
});
