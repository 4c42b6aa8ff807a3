import { describe, expect, it } from 'vitest';
import { vpcsSearchSchema } from './search';

describe('VPCs search', () => {
  it('sorts by members, descending', () => {
    expect(vpcsSearchSchema.parse({ sort: '-members', q: '10.1.' })).toEqual({
      sort: '-members',
      q: '10.1.',
    });
  });
  it('drops a column VPCs do not have', () => {
    expect(vpcsSearchSchema.parse({ sort: 'sizeGb' }).sort).toBeUndefined();
  });
});
