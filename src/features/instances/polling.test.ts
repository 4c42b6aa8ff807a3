import { describe, expect, it } from 'vitest';
import { nextPollInterval, pollDelay, recordPollResult, resetPolls } from './polling';

describe('provisioning polls', () => {
  it('back off 2 s, 4 s, 8 s … and stay at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(pollDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('poll only while provisioning and while the last read worked', () => {
    resetPolls('a');
    expect(nextPollInterval('a', 'provisioning', false)).toBe(2000);
    recordPollResult('a', 'provisioning');
    expect(nextPollInterval('a', 'provisioning', false)).toBe(4000);
    recordPollResult('a', 'provisioning');
    recordPollResult('a', 'provisioning');
    expect(nextPollInterval('a', 'provisioning', false)).toBe(16000);
    expect(nextPollInterval('a', 'provisioning', true)).toBe(false);
    for (const status of ['running', 'stopped', 'error', 'destroyed'] as const) expect(nextPollInterval('a', status, false)).toBe(false);
    expect(nextPollInterval('a', undefined, false)).toBe(false);
  });

  it('start again from 2 s once the instance left provisioning', () => {
    recordPollResult('b', 'provisioning');
    recordPollResult('b', 'running');
    expect(nextPollInterval('b', 'provisioning', false)).toBe(2000);
  });
});
