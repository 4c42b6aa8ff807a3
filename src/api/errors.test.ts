import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError, networkError, toApiError } from './errors';

function res(status: number, headers: Record<string, string> = {}, statusText = '') {
  return { status, statusText, headers: new Headers(headers) };
}

describe('toApiError: the status and code of each documented failure', () => {
  it.each([
    [
      400,
      { code: 'invalid_parameter', message: 'limit must be 1..100', param: 'limit' },
      'invalid_parameter',
    ],
    [401, { code: 'invalid_token', message: 'The key was not accepted' }, 'invalid_token'],
    [403, { code: 'read_only_key', message: 'read scope' }, 'read_only_key'],
    [403, { code: 'session_required', message: 'use the web console' }, 'session_required'],
    [403, { code: 'team_member_forbidden', message: 'owner only' }, 'team_member_forbidden'],
    [404, { code: 'not_found', message: 'No such instance' }, 'not_found'],
    [409, { code: 'invalid_state', message: 'Already running' }, 'invalid_state'],
    [429, { code: 'rate_limited', message: 'Slow down' }, 'rate_limited'],
    [500, { code: 'internal', message: 'Boom' }, 'internal'],
  ])('%i %j', (status, body, code) => {
    const error = toApiError(res(status), body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message: body.message });
  });

  it('keeps the offending parameter of a 400 and the request id', () => {
    const error = toApiError(res(400, { 'x-request-id': 'req-h' }), {
      code: 'invalid_parameter',
      message: 'm',
      param: 'month',
    });
    expect(error).toMatchObject({ param: 'month', requestId: 'req-h' });
    expect(toApiError(res(400), { code: 'c', message: 'm', requestId: 'req-b' }).requestId).toBe(
      'req-b',
    );
  });
});

describe('toApiError: bodies of any shape', () => {
  it('reads a nested { error: { ... } } body', () => {
    const error = toApiError(res(403), {
      error: { code: 'read_only_key', message: 'Nope', param: 'x' },
    });
    expect(error).toMatchObject({ code: 'read_only_key', message: 'Nope', param: 'x' });
  });

  it('parses JSON that arrived as text', () => {
    expect(toApiError(res(401), '{"code":"invalid_token","message":"Bad key"}')).toMatchObject({
      code: 'invalid_token',
      message: 'Bad key',
    });
  });

  it.each([
    ['plain text', 'upstream timed out', 'upstream timed out'],
    [
      'HTML',
      '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
      '502 Bad Gateway',
    ],
    ['broken JSON', '{"code": ', '{"code":'],
    ['a JSON array of words', ['too long', 'taken'], 'too long; taken'],
  ])('keeps the words of a %s body, with the code of the status', (_name, body, text) => {
    expect(toApiError(res(502, {}, 'Bad Gateway'), body)).toMatchObject({
      status: 502,
      code: 'server_error',
      message: text,
      said: { text },
    });
  });

  it.each([
    ['empty', ''],
    ['undefined', undefined],
    ['an empty object', {}],
    ['null', null],
  ])('says a %s body gave no words, and falls back on the status', (_name, body) => {
    const error = toApiError(res(502, {}, 'Bad Gateway'), body);
    expect(error).toMatchObject({ code: 'server_error', message: 'Bad Gateway' });
    expect(error.said).toMatchObject({ text: undefined, shape: 'empty' });
    expect(toApiError(res(404), body)).toMatchObject({ code: 'not_found', message: 'HTTP 404' });
  });

  it('reads problem details and a text/html gateway page (the one parser, error-body.ts)', () => {
    const problem = toApiError(res(409), {
      type: 'https://api.example.com/problems/cidr-overlap',
      title: 'Conflict',
      status: 409,
      detail: 'The range 10.0.0.0/16 overlaps vpc_1.',
    });
    expect(problem).toMatchObject({
      code: 'cidr-overlap',
      message: 'The range 10.0.0.0/16 overlaps vpc_1.',
    });
    const page = toApiError(
      res(409, { 'content-type': 'text/html' }),
      '<html><head><title>Refused</title></head><body>Range taken</body></html>',
    );
    expect(page).toMatchObject({ code: 'conflict', message: 'Refused — Range taken' });
  });

  it.each([
    [400, 'invalid_parameter'],
    [401, 'invalid_token'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [429, 'rate_limited'],
    [503, 'server_error'],
    [418, 'http_error'],
  ])('gives %i without a code the code %s', (status, code) => {
    expect(toApiError(res(status), {}).code).toBe(code);
  });
});

describe('toApiError: Retry-After', () => {
  it('reads seconds', () => {
    expect(toApiError(res(429, { 'retry-after': '17' }), {}).retryAfter).toBe(17);
  });

  it('reads an HTTP date', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') });
    try {
      expect(
        toApiError(res(429, { 'retry-after': 'Sun, 01 Mar 2026 12:00:42 GMT' }), {}).retryAfter,
      ).toBe(42);
      expect(
        toApiError(res(429, { 'retry-after': 'Sun, 01 Mar 2026 11:00:00 GMT' }), {}).retryAfter,
      ).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("caps a wait beyond the contract's 60 s and keeps what the service asked", () => {
    const capped = toApiError(res(429, { 'retry-after': '99999' }), {});
    expect(capped.retryAfter).toBe(60);
    expect(capped.retryAfterAsked).toBe(99999);
    const kept = toApiError(res(429, { 'retry-after': '60' }), {});
    expect(kept.retryAfter).toBe(60);
    expect(kept.retryAfterAsked).toBeUndefined();
    vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') });
    try {
      const date = toApiError(res(429, { 'retry-after': 'Mon, 02 Mar 2026 12:00:00 GMT' }), {});
      expect([date.retryAfter, date.retryAfterAsked]).toEqual([60, 86400]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a missing or unreadable value', () => {
    expect(toApiError(res(429), {}).retryAfter).toBeUndefined();
    expect(toApiError(res(429, { 'retry-after': 'later' }), {}).retryAfter).toBeUndefined();
  });
});

describe('networkError', () => {
  it('calls a failed read a network error', () => {
    const error = networkError('GET', new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toContain('Failed to fetch');
  });

  it.each(['POST', 'PATCH', 'DELETE', 'put'])('calls a failed %s an unknown outcome', (method) => {
    const error = networkError(method, 'reset');
    expect(error).toMatchObject({ status: 0, code: 'outcome_unknown' });
    expect(error.message).toContain('may or may not');
  });

  it('is recognised by isApiError', () => {
    expect(isApiError(networkError('GET', null))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
