import { describe, expect, it } from 'vitest';
import { backupServersSearchSchema, backupsSearchSchema } from './search';

describe('backups search', () => {
  it('takes auto and manual only', () => {
    expect(backupsSearchSchema.parse({ type: 'manual' }).type).toBe('manual');
    expect(backupsSearchSchema.parse({ type: 'bogus' }).type).toBeUndefined();
  });
  it('corrects ?limit=500&offset=-3 to the first page of 25', () => {
    expect(backupsSearchSchema.parse({ limit: 500, offset: -3, q: 'web' })).toEqual({
      limit: 25,
      offset: 0,
      q: 'web',
    });
  });
  it('backup servers take limit, offset and q only', () => {
    expect(
      backupServersSearchSchema.parse({ limit: 10, offset: 10, q: 'fra', type: 'auto' }),
    ).toEqual({ limit: 10, offset: 10, q: 'fra' });
  });
});
