import { describe, expect, it } from 'vitest';
import { answerPollDelay } from './polling';

describe('answerPollDelay', () => {
  it('polls every 2 s at first, then backs off to at most 30 s', () => {
    expect([0, 1, 2].map(answerPollDelay)).toEqual([2000, 2000, 2000]);
    expect(answerPollDelay(3)).toBe(3000);
    expect(answerPollDelay(4)).toBe(4500);
    expect(answerPollDelay(50)).toBe(30_000);
  });
});
