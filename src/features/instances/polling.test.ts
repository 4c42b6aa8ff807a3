import { describe, expect, it } from 'vitest';
import { nextWatchPoll, pollDelay, QUIET_POLLS, watchedIds, watchPlan } from './polling';

describe('provisioning polls', () => {
  it('back off 2 s, 4 s, 8 s … and stay at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(pollDelay)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
  });

  it('refresh one row by its own read, two or more by one read of the whole set', () => {
    expect(watchPlan(0)).toBe('none');
    expect(watchPlan(1)).toBe('each');
    expect(watchPlan(2)).toBe('whole-set');
    expect(watchPlan(3)).toBe('whole-set');
    expect(watchPlan(40)).toBe('whole-set');
    // A whole set that took three requests (pages) would be cheaper only from four rows.
    expect(watchPlan(3, 3)).toBe('each');
    expect(watchPlan(4, 3)).toBe('whole-set');
  });

  it('stop after QUIET_POLLS polls that found nothing changed (about four minutes), and after a failed read', () => {
    const delays: number[] = [];
    for (let quiet = 0; ; quiet += 1) {
      const next = nextWatchPoll(quiet, false);
      if (next === false) break;
      delays.push(next);
    }
    expect(delays).toHaveLength(QUIET_POLLS);
    expect(delays).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(delays.reduce((sum, ms) => sum + ms, 0)).toBe(242_000);
    expect(nextWatchPoll(0, true)).toBe(false);
  });

  it('watch only provisioning rows, as a sorted set', () => {
    const rows = [
      { id: 'c', status: 'provisioning' as const },
      { id: 'a', status: 'running' as const },
      { id: 'b', status: 'provisioning' as const },
      { id: 'd', status: 'error' as const },
    ];
    expect(watchedIds(rows)).toEqual(['b', 'c']);
    expect(watchedIds(undefined)).toEqual([]);
  });
});
