import { describe, expect, it } from 'vitest';
import { ticketsSearchSchema } from './search';

describe('ticketsSearchSchema', () => {
  it('keeps a known status and resets anything else', () => {
    expect(ticketsSearchSchema.parse({ status: 'answered' }).status).toBe('answered');
    expect(ticketsSearchSchema.parse({ status: 'bogus', limit: 7 })).toMatchObject({
      status: undefined,
      limit: 25,
      offset: 0,
    });
  });
});
