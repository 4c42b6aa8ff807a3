import { describe, expect, it } from 'vitest';
import { DAY_MS, expiresWithin, keyExpiry } from './key-expiry';

const NOW = Date.parse('2026-11-29T12:00:00Z');

describe('keyExpiry', () => {
  it('reads no date, or one that is not a date, as never', () => {
    expect(keyExpiry(null, NOW)).toEqual({ kind: 'never' });
    expect(keyExpiry(undefined, NOW)).toEqual({ kind: 'never' });
    expect(keyExpiry('soon', NOW)).toEqual({ kind: 'never' });
  });

  it('says expired at the instant itself and after', () => {
    expect(keyExpiry('2026-11-29T12:00:00Z', NOW)).toEqual({ kind: 'expired', at: NOW });
    expect(keyExpiry('2026-01-01T00:00:00Z', NOW).kind).toBe('expired');
  });

  it('counts the days left rounded up, at least one', () => {
    expect(keyExpiry('2026-11-29T13:00:00Z', NOW)).toMatchObject({ kind: 'expires', days: 1 });
    expect(keyExpiry('2026-12-13T12:00:00Z', NOW)).toMatchObject({ kind: 'expires', days: 14 });
    expect(keyExpiry('2026-12-13T12:00:01Z', NOW)).toMatchObject({ kind: 'expires', days: 15 });
  });
});

describe('expiresWithin', () => {
  it('holds a key that still works and stops inside the window, the window’s last instant included', () => {
    const edge = keyExpiry(new Date(NOW + 14 * DAY_MS).toISOString(), NOW);
    expect(expiresWithin(edge, 14, NOW)).toBe(true);
    expect(
      expiresWithin(keyExpiry(new Date(NOW + 14 * DAY_MS + 1).toISOString(), NOW), 14, NOW),
    ).toBe(false);
    expect(expiresWithin(keyExpiry('2026-01-01T00:00:00Z', NOW), 14, NOW)).toBe(false);
    expect(expiresWithin(keyExpiry(null, NOW), 14, NOW)).toBe(false);
  });
});
