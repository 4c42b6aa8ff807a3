import { describe, expect, it } from 'vitest';
import { reservedIpsSearchSchema } from './search';

describe('reserved IPs search', () => {
  it('sorts by address and filters by assignment', () => {
    expect(reservedIpsSearchSchema.parse({ sort: 'ipAddress', assigned: 'unassigned' })).toEqual({
      sort: 'ipAddress',
      assigned: 'unassigned',
    });
  });
  it('drops an unknown assignment value', () => {
    expect(reservedIpsSearchSchema.parse({ assigned: 'x', sort: '-bogus' })).toEqual({
      assigned: undefined,
      sort: undefined,
    });
  });
});
