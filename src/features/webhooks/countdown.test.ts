import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/lib/format';
import { reenableWaitMs } from './countdown';

describe('a wait in words (formatDuration)', () => {
  it('says minutes and seconds under an hour, rounding up to the next second', () => {
    expect(formatDuration(42 * 60_000 + 10_000)).toBe('42 min 10 s');
    expect(formatDuration(42 * 60_000 + 9_001)).toBe('42 min 10 s');
    expect(formatDuration(9_000)).toBe('9 s');
    expect(formatDuration(60 * 60_000)).toBe('1 h 0 min');
    expect(formatDuration(-5)).toBe('0 s');
  });
});

describe('reenableWaitMs', () => {
  it('is the time left, never negative, and 0 when nothing blocks', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    expect(reenableWaitMs('2025-01-01T10:40:00Z', now)).toBe(40 * 60_000);
    expect(reenableWaitMs('2025-01-01T09:00:00Z', now)).toBe(0);
    expect(reenableWaitMs(null, now)).toBe(0);
    expect(reenableWaitMs('garbage', now)).toBe(0);
  });
});
