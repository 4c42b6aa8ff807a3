// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { apiCall, send } from './api-call';
import { createApiClient, PRIORITY_HEADER, unwrap, type ClientOptions } from './client';
import { ApiError } from './errors';
import { createGovernor } from '@/test/governor/create-governor';

const BASE = 'http://127.0.0.1:9/api/v1';
const TOKEN = 'cc_live_5ecret0token';

type Answer = Response | (() => Response | Promise<Response>);

/** A client whose "network" is a function that records each request and gives `answer`. */
function setup(
  answer: Answer = () => Response.json({ items: [] }),
  options: Partial<ClientOptions> = {},
) {
  const requests: Request[] = [];
  const client = createApiClient({
    getToken: () => TOKEN,
    getBaseUrl: () => BASE,
    fetch: async (request) => {
      requests.push(request);
      return typeof answer === 'function' ? answer() : answer;
    },
    ...options,
  });
  return { client, requests };
}

describe('auth middleware', () => {
  it('sends the key of the session as a bearer header', async () => {
    const { client, requests } = setup();
    await client.GET('/instances');
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends no Authorization header when there is no key', async () => {
    const { client, requests } = setup(undefined, { getToken: () => undefined });
    await client.GET('/instances');
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('never puts the key in the URL', async () => {
    const { client, requests } = setup();
    await client.GET('/tickets', { params: { query: { limit: 10, status: 'open', q: 'disk' } } });
    expect(requests[0]!.url).toBe(`${BASE}/tickets?limit=10&status=open&q=disk`);
    expect(requests[0]!.url).not.toContain(TOKEN);
  });

  it('reads the key per request, so a new session needs no new client', async () => {
    let token: string | undefined = 'first';
    const { client, requests } = setup(undefined, { getToken: () => token });
    await client.GET('/instances');
    token = 'second';
    await client.GET('/instances');
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });
});

describe('base URL', () => {
  it.each([
    [BASE, `${BASE}/instances/i-1`],
    [`${BASE}/`, `${BASE}/instances/i-1`],
    ['https://cloud.example/api/v1//', 'https://cloud.example/api/v1/instances/i-1'],
    ['/api/v1', `${location.origin}/api/v1/instances/i-1`],
    ['/api/v1/', `${location.origin}/api/v1/instances/i-1`],
  ])('%s', async (base, expected) => {
    const { client, requests } = setup(() => Response.json({}), { getBaseUrl: () => base });
    await client.GET('/instances/{id}', { params: { path: { id: 'i-1' } } });
    expect(requests[0]!.url).toBe(expected);
  });

  it('sends the JSON body of a write intact', async () => {
    const { client, requests } = setup(() => Response.json({}, { status: 201 }));
    const body = { planId: 'p-1', regionId: 'r-1', osImageId: 'os-1', name: 'web-1' };
    await client.POST('/instances', { body });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual(body);
  });

  it('keeps the priority header for the governor', async () => {
    const { client, requests } = setup();
    await client.GET('/instances', { headers: { [PRIORITY_HEADER]: 'background' } });
    expect(requests[0]!.headers.get(PRIORITY_HEADER)).toBe('background');
  });
});

describe('unwrap', () => {
  it('gives the data of a 2xx', async () => {
    const { client } = setup(() => Response.json({ items: [{ id: 'i-1' }] }));
    await expect(unwrap(client.GET('/instances'))).resolves.toEqual({ items: [{ id: 'i-1' }] });
  });

  it('gives undefined for a 204', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(
      unwrap(client.DELETE('/api-keys/{id}', { params: { path: { id: 'k-1' } } })),
    ).resolves.toBeUndefined();
  });

  it.each([
    ['with a length', () => new Response('{"items": [', { headers: { 'content-length': '11' } })],
    ['streamed', () => new Response('<html>proxy error</html>', { status: 200 })],
  ])('turns malformed JSON %s into malformed_response', async (_name, answer) => {
    const { client } = setup(answer);
    await expect(unwrap(client.GET('/instances'))).rejects.toMatchObject({
      code: 'malformed_response',
    });
  });

  it('throws one ApiError for a non-2xx, whatever its body', async () => {
    const { client } = setup(
      () => new Response('<h1>Bad Gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await unwrap(client.GET('/instances')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'server_error', message: 'Bad Gateway' });
  });

  it('keeps the call of a 404, so a collection route can be said to be gone', async () => {
    const { client } = setup(() =>
      Response.json({ code: 'not_found', message: 'No such route.' }, { status: 404 }),
    );
    const gone = await send(apiCall('get', '/backups/servers'), { client }).catch(
      (e: unknown) => e,
    );
    expect(gone).toMatchObject({
      status: 404,
      code: 'not_found',
      call: { method: 'get', path: '/backups/servers' },
    });
    const one = await send(apiCall('get', '/instances/{id}', { params: { path: { id: 'i-1' } } }), {
      client,
    }).catch((e: unknown) => e);
    expect(one).toMatchObject({ status: 404, call: { path: '/instances/{id}' } });
  });

  it('carries code, param and Retry-After from the body and headers', async () => {
    const { client } = setup(() =>
      Response.json(
        { code: 'rate_limited', message: 'Slow down' },
        { status: 429, headers: { 'retry-after': '12' } },
      ),
    );
    await expect(unwrap(client.GET('/instances'))).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfter: 12,
    });
    const bad = setup(() =>
      Response.json(
        { error: { code: 'invalid_parameter', message: 'too big', param: 'limit' } },
        { status: 400 },
      ),
    );
    await expect(
      unwrap(bad.client.GET('/tickets', { params: { query: { limit: 100 } } })),
    ).rejects.toMatchObject({
      code: 'invalid_parameter',
      param: 'limit',
    });
  });
});

describe('failures without an answer', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  it('reports a failed read as network_error', async () => {
    const { client } = setup(offline);
    await expect(unwrap(client.GET('/instances'))).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('reports a failed write as outcome_unknown', async () => {
    const { client } = setup(offline);
    const call = client.POST('/instances', {
      body: { planId: 'p', regionId: 'r', osImageId: 'o', name: 'n' },
    });
    await expect(unwrap(call)).rejects.toMatchObject({ status: 0, code: 'outcome_unknown' });
  });

  it('lets an abort through as an abort, not as a network error', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      controller.abort();
      throw new DOMException('The operation was aborted', 'AbortError');
    });
    await expect(client.GET('/instances', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('lets an abort with a reason of its own through untouched', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      controller.abort('left the page');
      throw 'left the page';
    });
    await expect(client.GET('/instances', { signal: controller.signal })).rejects.toBe(
      'left the page',
    );
  });
});

describe('through the governor', () => {
  it('marks background work for the governor, which strips the mark before sending', async () => {
    const sent: Request[] = [];
    const governor = createGovernor({
      fetch: async (r) => {
        sent.push(r);
        return Response.json({ items: [] });
      },
      storage: null,
    });
    const client = createApiClient({
      getToken: () => TOKEN,
      getBaseUrl: () => BASE,
      fetch: governor.fetch,
    });
    await unwrap(client.GET('/instances', { headers: { [PRIORITY_HEADER]: 'background' } }));
    expect(sent[0]!.headers.has(PRIORITY_HEADER)).toBe(false);
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(governor.getSnapshot().usedLastMinute).toBe(1);
    governor.dispose();
  });
});

describe('hooks', () => {
  it('calls onUnauthorized with the ApiError of a 401', async () => {
    const onUnauthorized = vi.fn();
    const { client } = setup(
      () => Response.json({ code: 'invalid_token', message: 'Key revoked' }, { status: 401 }),
      { onUnauthorized },
    );
    await expect(unwrap(client.GET('/instances'))).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toMatchObject({
      status: 401,
      code: 'invalid_token',
      message: 'Key revoked',
    });
  });

  it('does not call onUnauthorized for other refusals', async () => {
    const onUnauthorized = vi.fn();
    const { client } = setup(
      () => Response.json({ code: 'read_only_key', message: 'no' }, { status: 403 }),
      { onUnauthorized },
    );
    await client
      .POST('/api-keys', { body: { name: 'ci', scope: 'read', expiresInDays: 30 } })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows each x-ratelimit-limit to the governor hook', async () => {
    const onRateLimitHeader = vi.fn();
    const { client } = setup(() => Response.json({}, { headers: { 'x-ratelimit-limit': '10' } }), {
      onRateLimitHeader,
    });
    await client.GET('/instances');
    expect(onRateLimitHeader).toHaveBeenCalledWith(expect.any(Request), 10);
  });
});

describe('gateway errors on writes', () => {
  it('reports a 502 or 504 on a write as outcome unknown, and leaves reads alone', async () => {
    for (const status of [502, 504]) {
      const client = createApiClient({
        getToken: () => 'ccs_test',
        getBaseUrl: () => 'http://127.0.0.1:9/api/v1',
        fetch: async () => new Response('<html>Bad Gateway</html>', { status }),
      });
      const write = await unwrap(
        client.POST('/tickets/{id}/close', { params: { path: { id: 't1' } } }),
      ).catch((e: unknown) => e);
      expect(write).toMatchObject({ status, code: 'outcome_unknown' });
      const read = await unwrap(client.GET('/instances')).catch((e: unknown) => e);
      expect(read).toMatchObject({ status, code: 'server_error' });
    }
  });
});

describe('the address is built from parts (N5)', () => {
  // Paths a document may hold: typed as any, as the explorer sends them.
  const get = (client: ReturnType<typeof setup>['client'], path: string) =>
    (client as unknown as { GET: (path: string) => Promise<unknown> }).GET(path);

  it('refuses a path that the browser would resolve outside the API base, and sends nothing', async () => {
    for (const path of [
      '/../../evil-traversal',
      '/%2e%2e/%2e%2e/encoded',
      '/..',
      '/instances/../../../x',
    ]) {
      const { client, requests } = setup();
      await expect(get(client, path), path).rejects.toMatchObject({ code: 'outside_api' });
      expect(requests, path).toEqual([]);
    }
  });

  it('with a host-only base, a template without its leading "/" cannot change the host', async () => {
    const { client, requests } = setup(undefined, { getBaseUrl: () => 'https://api.example.com' });
    await expect(get(client, '.evil.example/x')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toEqual([]);
    await get(client, '/instances');
    expect(requests.map((r) => r.url)).toEqual(['https://api.example.com/instances']);
  });

  it('keeps what stays inside the base as the browser normalises it, with its query', async () => {
    const { client, requests } = setup();
    await get(client, '/instances/../volumes?limit=5');
    await client.GET('/tickets', { params: { query: { q: 'a/../b' } } });
    expect(requests.map((r) => r.url)).toEqual([
      `${BASE}/volumes?limit=5`,
      `${BASE}/tickets?q=a%2F..%2Fb`,
    ]);
  });
});
