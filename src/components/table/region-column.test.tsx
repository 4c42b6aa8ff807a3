import { describe, expect, it } from 'vitest';
import { regionColumn } from './region-column';

const regions = [
  {
    id: 'fra',
    name: 'Frankfurt',
    city: 'Frankfurt am Main',
    country: 'DE',
    available: true,
    volumePricePerGbMonthCents: 10,
  },
];

describe('region column', () => {
  it('filters by the name it shows as well as by the ID, and keeps an unknown ID findable', () => {
    const filterText = regionColumn<{ regionId: string }>(regions).meta!.filterText!;
    expect(filterText({ regionId: 'fra' })).toContain('Frankfurt');
    expect(filterText({ regionId: 'fra' })).toContain('fra');
    expect(filterText({ regionId: 'mars-1' }).trim()).toBe('mars-1');
  });
});
