import { describe, expect, it } from 'vitest';
import { dropRuledOut, type Catalog } from './catalog';
import { nameRule, validateDeploy } from './deploy-schema';

const catalog: Catalog = {
  regions: [
    {
      id: 'fra',
      name: 'Frankfurt',
      city: 'Frankfurt am Main',
      country: 'DE',
      available: true,
      volumePricePerGbMonthCents: 10,
    },
    {
      id: 'syd',
      name: 'Sydney',
      city: 'Sydney',
      country: 'AU',
      available: true,
      volumePricePerGbMonthCents: 10,
    },
    {
      id: 'lhr',
      name: 'London',
      city: 'London',
      country: 'GB',
      available: false,
      volumePricePerGbMonthCents: 10,
    },
  ],
  plans: [
    {
      id: 'small',
      name: 'Small',
      vcpus: 1,
      memoryMb: 1024,
      diskGb: 25,
      priceHourlyCents: 0.744,
      priceMonthlyCents: 500,
      regionIds: ['fra', 'syd', 'lhr'],
    },
    {
      id: 'hf',
      name: 'HF',
      vcpus: 16,
      memoryMb: 65536,
      diskGb: 1280,
      priceHourlyCents: 47.6,
      priceMonthlyCents: 32000,
      regionIds: ['fra', 'lhr'],
    },
  ],
  images: [
    { id: 'ubuntu', name: 'Ubuntu', family: 'ubuntu', version: '24.04', minDiskGb: 10 },
    { id: 'win', name: 'Windows', family: 'windows', version: '2022', minDiskGb: 40 },
  ],
};

const valid = { name: 'web-1', regionId: 'fra', planId: 'small', osImageId: 'ubuntu' };

describe('deploy form', () => {
  it('accepts a valid choice', () => {
    expect(validateDeploy(catalog, valid)).toEqual({ ok: true, value: valid });
  });

  it.each([
    ['', 'Enter a name for the server.'],
    ['a'.repeat(64), 'Use at most 63 characters (now 64).'],
    ['-web', nameRule()],
    ['web-', nameRule()],
    ['web_1', nameRule()],
    ['wéb', nameRule()],
  ])('refuses the name %j', (name, message) => {
    const result = validateDeploy(catalog, { ...valid, name });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.name).toBe(message);
  });

  it('accepts 63 characters and dots', () => {
    expect(validateDeploy(catalog, { ...valid, name: `a.${'b'.repeat(61)}` }).ok).toBe(true);
  });

  it('explains unavailable combinations', () => {
    const closed = validateDeploy(catalog, { ...valid, regionId: 'lhr' });
    expect(!closed.ok && closed.errors.regionId).toBe(
      'London is not taking new deploys at the moment.',
    );
    const notOffered = validateDeploy(catalog, { ...valid, regionId: 'syd', planId: 'hf' });
    expect(!notOffered.ok && notOffered.errors.planId).toBe('HF: Not offered in Sydney.');
    const tooSmall = validateDeploy(catalog, { ...valid, osImageId: 'win' });
    expect(!tooSmall.ok && tooSmall.errors.osImageId).toBe(
      'Needs at least 40 GB of disk; Small has 25 GB.',
    );
    const missing = validateDeploy(catalog, { name: 'x', regionId: '', planId: '', osImageId: '' });
    expect(!missing.ok && missing.errors).toMatchObject({
      regionId: 'Choose a region.',
      planId: 'Choose a plan.',
    });
  });

  it('drops a plan or image the new region or plan rules out, and says so', () => {
    const { values, note } = dropRuledOut({ ...valid, planId: 'hf', regionId: 'syd' }, catalog);
    expect(values.planId).toBe('');
    expect(note).toContain('HF is not offered in Sydney');
    const image = dropRuledOut({ ...valid, osImageId: 'win' }, catalog);
    expect(image.values.osImageId).toBe('');
    expect(dropRuledOut(valid, catalog)).toEqual({ values: valid, note: undefined });
  });
});
