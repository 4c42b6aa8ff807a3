import { describe, expect, it } from 'vitest';
import { parseActivity } from './proxy-activity';

const line = (o: Record<string, unknown>) =>
  JSON.stringify({
    time: '2026-11-26T06:00:00+00:00',
    person: 'ada',
    email: 'ada@example.com',
    role: 'admin',
    method: 'POST',
    path: '/api/v1/instances',
    status: 201,
    requestId: 'req_1',
    durationMs: 0.042,
    ...o,
  });

describe('parseActivity', () => {
  it('reads the log newest first, with the duration in ms', () => {
    const body = [
      line({ requestId: 'a' }),
      line({ requestId: 'b', status: 403, method: 'DELETE' }),
      '',
    ].join('\n');
    const entries = parseActivity(body, false);
    expect(entries.map((e) => e.requestId)).toEqual(['b', 'a']);
    expect(entries[0]).toMatchObject({ method: 'DELETE', status: 403, durationMs: 42 });
  });

  it('reads whole milliseconds and the refusal code from lines that carry a code (the recipe since the audit)', () => {
    const body = [
      line({ requestId: 'old', durationMs: 0.004 }),
      line({ requestId: 'new', durationMs: 4, status: 403, code: 'cross_origin_write' }),
    ].join('\n');
    const [fresh, old] = parseActivity(body, false);
    expect(fresh).toMatchObject({ requestId: 'new', durationMs: 4, code: 'cross_origin_write' });
    expect(old).toMatchObject({ requestId: 'old', durationMs: 4, code: '' });
  });

  it('drops the cut first line of a tail, and lines that are not entries', () => {
    const body = [
      'm":"POST","path":"/x","status":201}',
      line({ requestId: 'whole' }),
      'not json',
      '{"status":"201"}',
      line({ requestId: 'last' }).slice(0, 30),
    ].join('\n');
    expect(parseActivity(body, true).map((e) => e.requestId)).toEqual(['whole']);
  });

  it('keeps the first line of a log read from its start', () => {
    expect(parseActivity(`${line({ requestId: 'first' })}\n`, false)).toHaveLength(1);
  });
});
