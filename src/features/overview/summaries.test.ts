import { describe, expect, it } from 'vitest';
import { countInstancesByStatus, expiringKeys, problemEndpoints, recentBackups } from './summaries';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('overview summaries', () => {
  it('counts instances by status, every status present', () => {
    expect(
      countInstancesByStatus([{ status: 'running' }, { status: 'error' }, { status: 'running' }]),
    ).toEqual({
      error: 1,
      provisioning: 0,
      running: 2,
      stopped: 0,
      destroyed: 0,
    });
  });

  it('splits failing and disabled webhook endpoints', () => {
    const result = problemEndpoints([
      { status: 'active' },
      { status: 'failing' },
      { status: 'disabled' },
      { status: 'failing' },
    ]);
    expect(result.failing).toHaveLength(2);
    expect(result.disabled).toHaveLength(1);
  });

  it('finds keys expiring within 30 days, soonest first, apart from expired and never-expiring ones', () => {
    const keys = [
      { id: 'a', expiresAt: iso(20 * 24 * HOUR) },
      { id: 'b', expiresAt: iso(2 * HOUR) },
      { id: 'c', expiresAt: iso(31 * 24 * HOUR) },
      { id: 'd', expiresAt: iso(-HOUR) },
      { id: 'e', expiresAt: null },
    ];
    const { soon, expired } = expiringKeys(keys, NOW);
    expect(soon.map((key) => key.id)).toEqual(['b', 'a']);
    expect(expired.map((key) => key.id)).toEqual(['d']);
  });

  it('counts backups of the last day and knows when the page proves the count complete', () => {
    const items = [
      { createdAt: iso(-HOUR), status: 'completed' as const },
      { createdAt: iso(-5 * HOUR), status: 'failed' as const },
      { createdAt: iso(-30 * HOUR), status: 'completed' as const },
    ];
    expect(recentBackups({ items, total: 40 }, NOW)).toEqual({
      count: 2,
      failed: 1,
      complete: true,
    });
    // Every row of a full newest-first page is recent: older pages may hold more.
    expect(recentBackups({ items: items.slice(0, 2), total: 40 }, NOW).complete).toBe(false);
    // Oldest-first order proves nothing about the rows not on the page.
    expect(recentBackups({ items: [...items].reverse(), total: 40 }, NOW).complete).toBe(false);
    expect(recentBackups({ items: [...items].reverse(), total: 3 }, NOW).complete).toBe(true);
  });
});
