// The explorer sends through the console's one client: the session's key added there, the request
// handed to the rate governor, whatever the operation (even one the console's contract lacks).
import { afterEach, describe, expect, it, vi } from 'vitest';

const sent: Request[] = [];
let answer = () =>
  Response.json(
    { items: [{ id: 'x' }] },
    { headers: { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '97' } },
  );
vi.mock('@/api/governor/rate-governor', () => ({
  governedFetch: vi.fn(async (request: Request) => {
    sent.push(request);
    return answer();
  }),
}));

const { setSession, clearSession } = await import('@/api/session/session');
const { conformance, sendCall } = await import('./send-operation');
const { governedFetch } = await import('@/api/governor/rate-governor');

const TOKEN = 'ccs_test_5ecret';

afterEach(() => {
  sent.length = 0;
  clearSession();
});

const operation = {
  key: 'listRebuilds',
  operationId: 'listRebuilds',
  method: 'get' as const,
  path: '/instances/{id}/rebuilds',
  summary: '',
  description: undefined,
  tags: [],
  deprecated: false,
  write: false,
  parameters: [],
  body: undefined,
  responses: [
    {
      status: '200',
      description: 'ok',
      mediaType: 'application/json',
      schema: {
        type: 'object',
        required: ['items'],
        properties: {
          items: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'integer' } } },
          },
        },
      },
    },
  ],
  keyRefusal: undefined,
  haystack: '',
};

describe('sendCall', () => {
  it('goes through the governor with the session’s key, to the API base, and reads the answer', async () => {
    setSession({ token: TOKEN, baseUrl: '/api/v1', remember: false });
    const result = await sendCall({
      method: 'get',
      path: '/instances/{id}/rebuilds',
      init: { params: { path: { id: 'i-1' }, query: { limit: 5 } } },
    });
    expect(governedFetch).toHaveBeenCalledTimes(1);
    expect(new URL(sent[0]!.url).pathname + new URL(sent[0]!.url).search).toBe(
      '/api/v1/instances/i-1/rebuilds?limit=5',
    );
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(result).toMatchObject({
      status: 200,
      isJson: true,
      body: { items: [{ id: 'x' }] },
      headers: { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '97' },
    });
    // The answer breaks the document's schema: said, with where.
    expect(conformance(operation, result, '3.1')).toMatchObject({
      documented: true,
      checked: true,
      problems: [{ at: '/items/0/id' }],
    });
  });

  it('returns a refusal as an answer to show, and a status the document does not list is said', async () => {
    setSession({ token: TOKEN, baseUrl: '/api/v1', remember: false });
    answer = () =>
      Response.json({ code: 'read_only_key', message: 'This key is read-only.' }, { status: 403 });
    const result = await sendCall({
      method: 'post',
      path: '/vpcs',
      init: { params: { path: {} }, body: { name: 'x' } },
    });
    expect(sent[0]!.method).toBe('POST');
    expect(await sent[0]!.text()).toBe('{"name":"x"}');
    expect(result).toMatchObject({ status: 403, isJson: true, body: { code: 'read_only_key' } });
    expect(conformance(operation, result, '3.1')).toMatchObject({ documented: false });
  });

  it('sends nothing without a session', async () => {
    await expect(
      sendCall({ method: 'get', path: '/instances', init: { params: { path: {} } } }),
    ).rejects.toMatchObject({ code: 'signed_out' });
    expect(sent).toEqual([]);
  });
});
