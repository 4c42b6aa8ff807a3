import { describe, expect, it } from 'vitest';
import { allOf } from './count';

describe('allOf', () => {
  it('reads naturally for none, one and many', () => {
    expect(allOf(0, 'key', 'keys')).toBe('No keys yet');
    expect(allOf(1, 'key', 'keys')).toBe('1 key');
    expect(allOf(12345, 'key', 'keys')).toBe('All 12,345 keys');
  });
});
