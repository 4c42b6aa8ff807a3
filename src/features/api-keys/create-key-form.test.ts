import { describe, expect, it } from 'vitest';
import { INITIAL_VALUES, parseCreateKeyForm, type CreateKeyValues } from './create-key-form';

const form = (values: Partial<CreateKeyValues>) =>
  parseCreateKeyForm({ ...INITIAL_VALUES, name: 'ci', ...values });

describe('parseCreateKeyForm', () => {
  it('turns presets, never and custom days into expiresInDays', () => {
    expect(form({ expiry: '30' }).body).toEqual({ name: 'ci', scope: 'read', expiresInDays: 30 });
    expect(form({ expiry: '365', scope: 'full' }).body).toEqual({
      name: 'ci',
      scope: 'full',
      expiresInDays: 365,
    });
    expect(form({ expiry: 'never' }).body?.expiresInDays).toBeNull();
    expect(form({ expiry: 'custom', customDays: ' 730 ' }).body?.expiresInDays).toBe(730);
    expect(form({ expiry: 'custom', customDays: '1' }).body?.expiresInDays).toBe(1);
  });

  it('refuses custom days outside 1..730 or not whole', () => {
    for (const customDays of ['', '0', '731', '12.5', '-3', '1e2', 'ten']) {
      expect(form({ expiry: 'custom', customDays }).errors?.customDays).toMatch(/1 to 730/);
    }
  });

  it('ignores the custom field unless custom is chosen', () => {
    expect(form({ expiry: '90', customDays: 'nonsense' }).body?.expiresInDays).toBe(90);
  });

  it('trims the name and requires 1..64 characters', () => {
    expect(form({ name: '  deploy bot  ' }).body?.name).toBe('deploy bot');
    expect(form({ name: '   ' }).errors?.name).toBeDefined();
    expect(form({ name: 'x'.repeat(65) }).errors?.name).toMatch(/64/);
    expect(form({ name: 'x'.repeat(64) }).body).toBeDefined();
  });
});
