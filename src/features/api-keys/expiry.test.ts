import { describe, expect, it } from 'vitest';
import { expiryLengthDays, expiryState } from './expiry';

const DAY = 86_400_000;
const now = Date.UTC(2026, 0, 15, 12);
const at = (days: number) => new Date(now + days * DAY).toISOString();

describe('expiryState', () => {
  it('warns within 30 days, in days', () => {
    expect(expiryState({ expiresAt: at(12) }, now)).toEqual({
      kind: 'soon',
      label: 'expires in 12 days',
    });
    expect(expiryState({ expiresAt: at(30) }, now).kind).toBe('soon');
    expect(expiryState({ expiresAt: at(45) }, now)).toEqual({
      kind: 'later',
      label: 'expires in 45 days',
    });
    expect(expiryState({ expiresAt: at(1) }, now)).toEqual({
      kind: 'soon',
      label: 'expires tomorrow',
    });
  });

  it('marks expired keys and keys that never expire', () => {
    expect(expiryState({ expiresAt: at(-30) }, now)).toEqual({
      kind: 'expired',
      label: 'expired 30 days ago',
    });
    expect(expiryState({ expiresAt: null }, now)).toEqual({ kind: 'never' });
  });
});

describe('expiryLengthDays', () => {
  it('is the lifetime the key was created with, within what the service accepts', () => {
    expect(expiryLengthDays({ createdAt: at(-80), expiresAt: at(10) })).toBe(90);
    expect(expiryLengthDays({ createdAt: at(0), expiresAt: null })).toBeNull();
    expect(expiryLengthDays({ createdAt: at(-2000), expiresAt: at(10) })).toBe(730);
    expect(expiryLengthDays({ createdAt: at(0), expiresAt: at(0.2) })).toBe(1);
  });
});
