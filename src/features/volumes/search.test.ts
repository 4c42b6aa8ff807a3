import { describe, expect, it } from 'vitest';
import { volumesSearchSchema } from './search';

describe('volumes search', () => {
  it('sorts by a known column and filters by attachment', () => {
    expect(volumesSearchSchema.parse({ sort: '-sizeGb', attached: 'attached', q: 'db' })).toEqual({
      sort: '-sizeGb',
      attached: 'attached',
      q: 'db',
    });
  });
  it('drops an unknown column and attachment value', () => {
    expect(volumesSearchSchema.parse({ sort: 'ipRange', attached: 'yes' })).toEqual({
      sort: undefined,
      attached: undefined,
    });
  });
});
