import { describe, expect, it } from 'vitest';
import { allowedActions, isActionAllowed } from './status';

describe('actions by status', () => {
  it('offer only what the status allows', () => {
    expect(allowedActions('running')).toEqual(['stop', 'reboot', 'destroy']);
    expect(allowedActions('stopped')).toEqual(['start', 'destroy']);
    expect(allowedActions('error')).toEqual(['start', 'destroy']);
    expect(allowedActions('provisioning')).toEqual(['destroy']);
    expect(allowedActions('destroyed')).toEqual([]);
    expect(isActionAllowed('stopped', 'stop')).toBe(false);
  });
});
