import { describe, expect, it } from 'vitest';
import { parsePolicyForm } from './schema';

const form = {
  name: 'CPU hot',
  metric: 'cpu' as const,
  thresholdPercent: '90',
  durationMinutes: '5',
  instanceId: '',
  enabled: true,
};

describe('alert policy form', () => {
  it('parses numbers and "all instances"', () => {
    expect(parsePolicyForm(form)).toEqual({
      ok: true,
      value: {
        name: 'CPU hot',
        metric: 'cpu',
        thresholdPercent: 90,
        durationMinutes: 5,
        instanceId: null,
        enabled: true,
      },
    });
  });

  it.each([
    [{ thresholdPercent: '0' }, 'thresholdPercent', 'At least 1 %.'],
    [{ thresholdPercent: '101' }, 'thresholdPercent', 'At most 100 %.'],
    [{ thresholdPercent: '9.5' }, 'thresholdPercent', 'Enter a whole number from 1 to 100 %.'],
    [{ durationMinutes: '1441' }, 'durationMinutes', 'At most 1440 minutes.'],
    [{ durationMinutes: '' }, 'durationMinutes', 'Enter a whole number from 1 to 1440 minutes.'],
    [{ name: '  ' }, 'name', 'Enter a name.'],
  ])('refuses %j', (change, field, message) => {
    const result = parsePolicyForm({ ...form, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });
});
