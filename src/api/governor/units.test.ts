import { describe, expect, it } from 'vitest';
import { ceiling, routeClassOf } from './classes';
import { classToPause, DEFAULT_RETRY_AFTER_MS, retryAfterMs } from './rate-limit-headers';
import { SlidingWindow } from './sliding-window';

describe('routeClassOf', () => {
  it.each([
    ['POST', 'http://h/api/v1/instances', 'deploy'],
    ['POST', '/api/v1/instances/', 'deploy'],
    ['GET', '/api/v1/instances', null],
    ['POST', '/api/v1/instances/i-1/start', null],
    ['POST', '/api/v1/api-keys', 'keyCreate'],
    ['DELETE', '/api/v1/api-keys/k-1', null],
    ['GET', '/api/v1/wallet/payment-methods', 'payment'],
    ['POST', '/api/v1/wallet/payments', 'payment'],
    ['GET', '/api/v1/wallet/payments/p-1?x=1', 'payment'],
    ['GET', '/api/v1/wallet/summary', null],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(routeClassOf(method, url)).toBe(expected);
  });
});

describe('ceiling', () => {
  it('leaves headroom: 98% for the user, 85% for background work, never below one', () => {
    expect([ceiling(100, 'user'), ceiling(100, 'background')]).toEqual([98, 85]);
    expect([ceiling(10, 'user'), ceiling(10, 'background')]).toEqual([9, 8]);
    expect([ceiling(1, 'user'), ceiling(1, 'background')]).toEqual([1, 1]);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it.each([
    ['7', 7000],
    ['0', 1000],
    ['1.5', 1500],
    ['Sun, 01 Mar 2026 12:00:23 GMT', 23_000],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 1000],
    ['60', 60_000],
    // Beyond one window cannot be true of a per-minute limit: read as absent (it was 600_000, the old cap).
    ['61', DEFAULT_RETRY_AFTER_MS],
    ['999999', DEFAULT_RETRY_AFTER_MS],
    ['Fri, 31 Dec 9999 23:59:59 GMT', DEFAULT_RETRY_AFTER_MS],
    ['soon', DEFAULT_RETRY_AFTER_MS],
    ['-5', DEFAULT_RETRY_AFTER_MS],
    ['', DEFAULT_RETRY_AFTER_MS],
  ])('%j -> %d ms', (value, expected) => {
    expect(retryAfterMs(value, now)).toBe(expected);
  });
  it('defaults when absent', () => expect(retryAfterMs(null, now)).toBe(DEFAULT_RETRY_AFTER_MS));
});

describe('classToPause', () => {
  it('blames the global limit for ordinary routes and when the header shows it', () => {
    expect(classToPause(null, 10, 100)).toBe('global');
    expect(classToPause('deploy', 100, 100)).toBe('global');
    expect(classToPause('deploy', 10, 100)).toBe('deploy');
    expect(classToPause('payment', null, 100)).toBe('payment');
  });
});

describe('SlidingWindow', () => {
  it('takes a send "in the future" (the clock went back since) as sent now', () => {
    const window = new SlidingWindow(1000);
    window.add('a', 1000);
    window.add('b', 9000);
    window.clampFuture(1500);
    expect(window.list(1500).map((e) => e.t)).toEqual([1000, 1500]);
    expect(window.count(2499)).toBe(1);
    expect(window.count(2500)).toBe(0);
  });

  it('counts, ages out, ignores duplicates and finds when a slot frees', () => {
    const window = new SlidingWindow(1000);
    expect(window.add('a', 0)).toBe(true);
    expect(window.add('a', 0)).toBe(false);
    window.add('c', 500);
    window.add('b', 200); // arrives late from another tab; kept in time order
    expect(window.count(600)).toBe(3);
    expect(window.freeAt(600, 3)).toBe(1000);
    expect(window.freeAt(600, 2)).toBe(1200);
    expect(window.freeAt(600, 4)).toBe(600);
    expect(window.count(1000)).toBe(2);
    expect(window.nextExpiry(1000)).toBe(1200);
    expect(window.count(5000)).toBe(0);
    expect(window.nextExpiry(5000)).toBeNull();
  });
});
