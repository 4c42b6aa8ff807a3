// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearCorrection, useCorrectedKeys } from './correction-store';
import { formatSort, queryParams, parseSort } from './search';
import {
  correctedKeys,
  enumParam,
  limitParam,
  monthParam,
  offsetParam,
  paginatedSearchSchema,
  qParam,
  wholeSetSearchSchema,
} from './search';

describe('limitParam', () => {
  it('keeps the offered page sizes and defaults to 25', () => {
    for (const size of [10, 25, 50, 100]) expect(limitParam.parse(size)).toBe(size);
    expect(limitParam.parse(undefined)).toBe(25);
  });
  it('resets anything else to 25, never clamping', () => {
    for (const bad of [500, 0, -1, 101, 37, 2.5, 'abc', '50', null, Number.NaN])
      expect(limitParam.parse(bad)).toBe(25);
  });
});

describe('offsetParam', () => {
  it('keeps whole numbers from 0 and defaults to 0', () => {
    expect(offsetParam.parse(0)).toBe(0);
    expect(offsetParam.parse(1725)).toBe(1725);
    expect(offsetParam.parse(undefined)).toBe(0);
  });
  it('resets negatives, fractions, text and huge values', () => {
    for (const bad of [-3, 1.5, 'x', 2 ** 60, Number.POSITIVE_INFINITY])
      expect(offsetParam.parse(bad)).toBe(0);
  });
});

describe('qParam', () => {
  it('trims, treats blank as absent and numbers as text', () => {
    expect(qParam.parse('  web ')).toBe('web');
    expect(qParam.parse('   ')).toBeUndefined();
    expect(qParam.parse(123)).toBe('123');
    expect(qParam.parse(undefined)).toBeUndefined();
  });
  it('resets text longer than the service accepts', () => {
    expect(qParam.parse('x'.repeat(200))).toHaveLength(200);
    expect(qParam.parse('x'.repeat(201))).toBeUndefined();
    expect(qParam.parse({ a: 1 })).toBeUndefined();
  });
});

describe('enumParam and monthParam', () => {
  const status = enumParam(['open', 'closed']);
  it('keeps known values and drops unknown ones', () => {
    expect(status.parse('open')).toBe('open');
    expect(status.parse('bogus')).toBeUndefined();
    expect(status.parse(7)).toBeUndefined();
  });
  it('takes YYYY-MM with a real month only', () => {
    expect(monthParam.parse('2025-01')).toBe('2025-01');
    expect(monthParam.parse('2025-12')).toBe('2025-12');
    for (const bad of ['2025-13', '2025-00', '2025-1', '25-01', '2025-01-01', 202501])
      expect(monthParam.parse(bad)).toBeUndefined();
  });
});

describe('paginatedSearchSchema', () => {
  const schema = paginatedSearchSchema({
    status: enumParam(['open', 'closed']),
    month: monthParam,
  });
  it('corrects every bad value and keeps the good ones', () => {
    expect(
      schema.parse({ limit: 500, offset: -3, status: 'bogus', month: '2025-13', q: ' db ' }),
    ).toEqual({
      limit: 25,
      offset: 0,
      q: 'db',
      status: undefined,
      month: undefined,
    });
    expect(
      schema.parse({ limit: 50, offset: 100, status: 'open', month: '2024-02' }),
    ).toMatchObject({ limit: 50, offset: 100, status: 'open', month: '2024-02' });
  });
  it('fills defaults for an empty address and drops unknown params', () => {
    expect(schema.parse({ extra: 1 })).toEqual({ limit: 25, offset: 0 });
  });
});

describe('correctedKeys', () => {
  const keys = ['limit', 'offset', 'q', 'status'];
  it('names params present with a value that was changed', () => {
    expect(
      correctedKeys(
        { limit: 500, offset: 25, status: 'bogus' },
        { limit: 25, offset: 25, status: undefined },
        keys,
      ),
    ).toEqual(['limit', 'status']);
  });
  it('ignores absent, blank and equivalent values and unknown keys', () => {
    expect(correctedKeys({ q: 123, other: 'x' }, { limit: 25, offset: 0, q: '123' }, keys)).toEqual(
      [],
    );
    expect(correctedKeys({ q: '' }, { limit: 25, offset: 0 }, keys)).toEqual([]);
    expect(correctedKeys({}, { limit: 25, offset: 0 }, keys)).toEqual([]);
  });
});

describe('correction tracking', () => {
  it('records what the router’s validation corrected, for the notice of that schema', () => {
    const schema = paginatedSearchSchema({ status: enumParam(['open', 'closed']) });
    const other = paginatedSearchSchema({});
    const result = schema['~standard'].validate({ limit: 500, status: 'bogus', q: 'x' });
    expect(result).toEqual({ value: { limit: 25, offset: 0, q: 'x', status: undefined } });
    const corrected = { limit: 25, offset: 0, q: 'x' };
    expect(renderHook(() => useCorrectedKeys(schema, corrected)).result.current).toEqual([
      'limit',
      'status',
    ]);
    // Another schema, or the same page after a change, shows nothing.
    expect(renderHook(() => useCorrectedKeys(other, corrected)).result.current).toEqual([]);
    expect(
      renderHook(() => useCorrectedKeys(schema, { ...corrected, offset: 25 })).result.current,
    ).toEqual([]);
    const hook = renderHook(() => useCorrectedKeys(schema, corrected));
    act(() => clearCorrection());
    expect(hook.result.current).toEqual([]);
  });
  it('records nothing for a valid address and leaves parse() pure', () => {
    const schema = paginatedSearchSchema({});
    schema['~standard'].validate({ limit: 50 });
    expect(
      renderHook(() => useCorrectedKeys(schema, { limit: 50, offset: 0 })).result.current,
    ).toEqual([]);
    schema.parse({ limit: 500 });
    expect(
      renderHook(() => useCorrectedKeys(schema, { limit: 25, offset: 0 })).result.current,
    ).toEqual([]);
  });
});

describe('wholeSetSearchSchema and sort', () => {
  const schema = wholeSetSearchSchema(['name', 'sizeGb'], {
    attached: enumParam(['attached', 'detached']),
  });
  it('accepts known columns in both directions', () => {
    expect(schema.parse({ sort: '-sizeGb', q: 'db' })).toEqual({ sort: '-sizeGb', q: 'db' });
    expect(schema.parse({ sort: 'name', attached: 'detached' })).toEqual({
      sort: 'name',
      attached: 'detached',
    });
  });
  it('drops unknown columns and values', () => {
    expect(schema.parse({ sort: 'bogus', attached: 'maybe' })).toEqual({
      sort: undefined,
      attached: undefined,
    });
    expect(schema.parse({ sort: '--name' }).sort).toBeUndefined();
  });
  it('parses and formats sort values', () => {
    expect(parseSort('-name')).toEqual({ id: 'name', desc: true });
    expect(parseSort('name')).toEqual({ id: 'name', desc: false });
    expect(parseSort(undefined)).toBeUndefined();
    expect(formatSort({ id: 'sizeGb', desc: true })).toBe('-sizeGb');
    expect(formatSort(undefined)).toBeUndefined();
  });
});

describe('queryParams', () => {
  it('keeps only defined params, in a stable order', () => {
    const query = queryParams({ q: undefined, type: 'auto', limit: 25, offset: 0 });
    expect(query).toEqual({ limit: 25, offset: 0, type: 'auto' });
    expect(Object.keys(query)).toEqual(['limit', 'offset', 'type']);
  });
  it('is what a paginated schema outputs, minus the blanks', () => {
    const schema = paginatedSearchSchema({ kind: enumParam(['x']) });
    expect(queryParams(schema.parse({ kind: 'y', offset: 50 }))).toEqual({ limit: 25, offset: 50 });
  });
});
