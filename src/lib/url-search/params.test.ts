import { describe, expect, it } from 'vitest';
import { booleanParam, enumParam, searchSchema, stringParam } from './params';

describe('search params', () => {
  it('keeps booleans only', () => {
    expect(booleanParam.parse(true)).toBe(true);
    expect(booleanParam.parse(false)).toBe(false);
    for (const bad of ['true', 1, null, undefined]) expect(booleanParam.parse(bad)).toBeUndefined();
  });
  it('keeps text within its bounds that passes the test, never numbers', () => {
    const id = stringParam({ max: 5, test: (value) => value.startsWith('/') });
    expect(id.parse('/abc')).toBe('/abc');
    for (const bad of ['', '/abcdef', 'abc', 12, ['/a']]) expect(id.parse(bad)).toBeUndefined();
  });
  it('keeps listed values only', () => {
    const range = enumParam(['1h', '24h']);
    expect(range.parse('24h')).toBe('24h');
    for (const bad of ['7d', 24, undefined]) expect(range.parse(bad)).toBeUndefined();
  });
});

describe('searchSchema', () => {
  const schema = searchSchema({ range: enumParam(['1h', '24h']), utc: booleanParam });
  it('returns every known param corrected and drops unknown ones', () => {
    expect(schema.parse({ range: '1h', utc: 'yes', other: 1 })).toEqual({
      range: '1h',
      utc: undefined,
    });
  });
  it('reads a missing or odd address as empty', () => {
    for (const raw of [undefined, null, 'range=1h', 7])
      expect(schema.parse(raw)).toEqual({ range: undefined, utc: undefined });
  });
  it('is a Standard Schema that never reports issues', () => {
    expect(schema['~standard'].validate({ range: 'bogus' })).toEqual({
      value: { range: undefined, utc: undefined },
    });
    expect(schema['~standard'].version).toBe(1);
  });
});
