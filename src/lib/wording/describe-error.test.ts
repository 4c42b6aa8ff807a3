import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { CHUNK_LOAD_DESCRIPTION, describeError } from './describe-error';
import { ApiError, networkError, toApiError } from '@/api/errors';

const err = (
  status: number,
  code: string,
  extra: Partial<{
    message: string;
    param: string;
    retryAfter: number;
    retryAfterAsked: number;
  }> = {},
) => new ApiError({ status, code, message: extra.message ?? 'The service said no', ...extra });

describe('describeError', () => {
  it.each([
    [err(401, 'invalid_token'), 'The service refused this key', '401 invalid_token'],
    [err(403, 'read_only_key'), 'This key is read-only', '403 read_only_key'],
    [err(403, 'session_required'), 'This needs the web console sign-in', '403 session_required'],
    [
      err(403, 'team_member_forbidden'),
      'Only the account owner can do this',
      '403 team_member_forbidden',
    ],
    [err(403, 'admin_only'), 'Admin only', '403 admin_only'],
    [err(404, 'not_found'), 'Not found', '404 not_found'],
    [err(409, 'invalid_state'), 'The request was refused', '409 invalid_state'],
    [err(429, 'rate_limited'), 'Too many requests', '429 rate_limited'],
    [err(500, 'server_error'), 'The service had a problem', '500 server_error'],
  ])('%#: %s', (error, title, code) => {
    expect(describeError(error)).toMatchObject({ title, code });
  });

  it('says a collection route answered 404 is no longer offered, with the operation', () => {
    const gone = Object.assign(err(404, 'not_found'), {
      call: { method: 'get', path: '/backups/servers' } as const,
    });
    const words = describeError(gone);
    expect(words).toMatchObject({
      title: 'The service no longer offers this',
      code: '404 not_found',
    });
    expect(words.detail).toContain(
      'The service answered GET /backups/servers with 404 (not found): it does not offer this list',
    );
    // Whatever code the service sends with its 404.
    expect(
      describeError(
        Object.assign(err(404, 'route_missing'), {
          call: { method: 'get', path: '/tickets' } as const,
        }),
      ).title,
    ).toBe('The service no longer offers this');
    // One resource that is not there is just not found.
    expect(
      describeError(
        Object.assign(err(404, 'not_found'), {
          call: { method: 'get', path: '/instances/{id}' } as const,
        }),
      ).title,
    ).toBe('Not found');
  });

  it('names the offending parameter of a 400', () => {
    expect(
      describeError(
        err(400, 'invalid_parameter', { param: 'limit', message: 'must be at most 100' }),
      ),
    ).toEqual({
      title: 'The service refused the input',
      detail: 'limit: must be at most 100',
      code: '400 invalid_parameter',
    });
  });

  it.each([
    ['Injected fault: 503.', 'Injected fault: 503. Nothing was changed; try again.'],
    ['Upstream unavailable', 'Upstream unavailable. Nothing was changed; try again.'],
    ['Is it down?  ', 'Is it down? Nothing was changed; try again.'],
  ])('ends the server message %j with one full stop', (message, detail) => {
    expect(describeError(err(503, 'service_unavailable', { message })).detail).toBe(detail);
  });

  it('says when a rate-limited request may be sent again', () => {
    expect(describeError(err(429, 'rate_limited', { retryAfter: 23 })).detail).toContain('in 23 s');
  });

  it('explains a path refused for leaving the API address (client.ts sends nothing)', () => {
    const described = describeError(new ApiError({ status: 0, code: 'outside_api', message: '' }));
    expect(described.title).toBe('Not sent: the path leaves the API address');
    expect(described.detail).toContain('nothing was sent');
  });

  it('words a read refused after the sign-out (client.ts sends nothing, and carries no words of its own)', () => {
    const described = describeError(new ApiError({ status: 0, code: 'signed_out', message: '' }));
    expect(described).toMatchObject({
      title: 'Signed out',
      detail: 'Signed out: nothing was sent.',
    });
  });

  it('says when the service asked for longer than the contract allows and what the console waits', () => {
    const detail = describeError(
      err(429, 'rate_limited', { retryAfter: 60, retryAfterAsked: 99999 }),
    ).detail;
    expect(detail).toContain('99999 s');
    expect(detail).toContain('waits 60 s');
  });

  it('treats any 429 as a rate limit, whatever its code', () => {
    expect(describeError(err(429, 'too_many_requests')).title).toBe('Too many requests');
  });

  it('tells a failed read from a write whose outcome is unknown', () => {
    expect(describeError(networkError('GET', new TypeError('offline')))).toMatchObject({
      title: 'The service could not be reached',
      code: 'network_error',
    });
    const write = describeError(networkError('POST', new TypeError('reset')));
    expect(write).toMatchObject({ title: 'The outcome is unknown', code: 'outcome_unknown' });
    expect(write.detail).toContain('Check the list before trying again');
  });

  it('describes errors that are not ApiErrors', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      title: 'Something went wrong',
      detail: 'x is undefined',
      code: 'client_error',
    });
    expect(describeError('weird')).toMatchObject({ detail: 'weird' });
  });
});

describe('describeError in German', () => {
  it('explains in German and keeps the status, the code and the service’s own message as sent', async () => {
    try {
      await activateLanguage('de');
      expect(describeError(err(429, 'rate_limited', { retryAfter: 23 }))).toEqual({
        title: 'Zu viele Anfragen',
        detail:
          'Das Anfragelimit des Dienstes ist erreicht; er nimmt in 23 s wieder Anfragen an. Es wurde nichts geändert.',
        code: '429 rate_limited',
      });
      expect(describeError(err(403, 'read_only_key'))).toMatchObject({
        title: 'Dieser Schlüssel darf nur lesen',
        code: '403 read_only_key',
      });
      expect(describeError(err(503, 'server_error', { message: 'Upstream timeout' })).detail).toBe(
        'Upstream timeout. Es wurde nichts geändert; versuchen Sie es erneut.',
      );
      expect(describeError(networkError('POST', new TypeError('Failed to fetch'))).detail).toBe(
        'Die Verbindung brach ab, bevor der Dienst antwortete (Failed to fetch). Die Änderung wurde vielleicht vorgenommen, vielleicht auch nicht. Prüfen Sie die Liste, bevor Sie es erneut versuchen.',
      );
      expect(CHUNK_LOAD_DESCRIPTION.title).toBe('Diese Konsole wurde aktualisiert');
    } finally {
      await activateLanguage('en');
    }
    expect(describeError(err(429, 'rate_limited')).title).toBe('Too many requests');
    expect(CHUNK_LOAD_DESCRIPTION.title).toBe('This console was updated');
  });
});

describe('describeError behind the team proxy', () => {
  it('says in words what the proxy’s own refusals mean, with their codes', async () => {
    const { startProxySession, clearSession } = await import('@/api/session/session');
    startProxySession('/api/v1');
    try {
      expect(describeError(err(403, 'cross_origin_write'))).toMatchObject({
        title: 'The team proxy refused a change from outside this console',
        code: '403 cross_origin_write',
      });
      const busy = describeError(err(429, 'person_busy', { retryAfter: 2 }));
      expect(busy).toMatchObject({
        title: 'Many of your requests are waiting',
        code: '429 person_busy',
      });
      expect(busy.detail).toContain('again in 2 s');
      expect(describeError(err(429, 'office_queue_full', { retryAfter: 5 }))).toMatchObject({
        title: 'The team’s line to the service is full',
        code: '429 office_queue_full',
      });
    } finally {
      clearSession();
    }
    // With a key in the browser a 429 is the service's rate limit, whatever its code.
    expect(describeError(err(429, 'person_busy')).title).toBe('Too many requests');
  });
});

describe('describeError: the service’s words, whatever the shape of its body', () => {
  const res = (status: number, type = 'application/json') => ({
    status,
    statusText: '',
    headers: new Headers({ 'content-type': type }),
  });
  const SENTENCE = 'The range 10.0.0.0/16 overlaps vpc_1.';

  it.each([
    [
      'problem details',
      {
        type: 'https://x.example/p/cidr-overlap',
        title: 'Conflict',
        status: 409,
        detail: SENTENCE,
      },
      'application/problem+json',
      '409 cidr-overlap',
    ],
    ['an error object', { error: { message: SENTENCE } }, 'application/json', '409 conflict'],
    [
      'a list',
      { errors: [{ detail: SENTENCE, code: 'cidr_overlap' }] },
      'application/json',
      '409 cidr_overlap',
    ],
    ['plain text', SENTENCE, 'text/plain', '409 conflict'],
    [
      'a gateway page',
      `<html><head><title>Conflict</title></head><body><p>${SENTENCE}</p></body></html>`,
      'text/html',
      '409 conflict',
    ],
  ])('%s: the sentence is the detail, with the status and code', (_name, body, type, code) => {
    const words = describeError(toApiError(res(409, type), body));
    expect(words).toMatchObject({ title: 'The request was refused', code });
    expect(words.detail).toContain(SENTENCE);
  });

  it('says plainly when the body held no words', () => {
    for (const body of [undefined, '', {}, '<html><body></body></html>'])
      expect(describeError(toApiError(res(409), body))).toMatchObject({
        detail: 'The service gave no reason.',
        code: '409 conflict',
      });
    expect(describeError(toApiError(res(503), '')).detail).toBe(
      'The service gave no reason. Nothing was changed; try again.',
    );
  });

  it('adds the service’s words where ours replace them, and says when they were cut', () => {
    const notFound = describeError(toApiError(res(404), { error: 'Volume vol_9 is gone.' }));
    expect(notFound.detail).toBe(
      'It does not exist on this account, or it was deleted. The service said: “Volume vol_9 is gone.”',
    );
    const long = describeError(toApiError(res(409), { message: 'overlap '.repeat(200) }));
    expect(long.detail).toMatch(/overlap… \(cut: the service sent more than 500 characters\)$/);
    // The console's own errors have no words of the service's.
    expect(describeError(networkError('GET', new Error('reset'))).detail).not.toContain(
      'The service said',
    );
  });
});
