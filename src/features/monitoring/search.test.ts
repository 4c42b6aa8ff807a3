import { describe, expect, it } from 'vitest';
import { monitoringSearchSchema, SERVER_STATUSES } from './search';

describe('monitoring search', () => {
  it('takes the five instance statuses', () => {
    for (const status of SERVER_STATUSES)
      expect(monitoringSearchSchema.parse({ status }).status).toBe(status);
  });
  it('drops an unknown status and a bad page', () => {
    expect(monitoringSearchSchema.parse({ status: 'bogus', limit: 0, offset: 'x' })).toEqual({
      limit: 25,
      offset: 0,
      status: undefined,
    });
  });
});
