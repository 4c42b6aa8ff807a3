// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from '@/api/client';
import { DEFAULT_CONFIG, DEFAULT_PROXY, parseRuntimeConfig, setRuntimeConfig } from '@/api/config';
import { describeError } from '@/lib/wording/describe-error';
import { ApiError } from '@/api/errors';
import { parsePerson } from './proxy-identity';
import { clearSession, getSession, setSession, startProxySession } from './session';
import { isSignInNeeded, PROXY_HEADER, setSignInNeeded, signInEnded } from './sso-session';

afterEach(() => {
  clearSession();
  setSignInNeeded(false);
  setRuntimeConfig(DEFAULT_CONFIG);
  sessionStorage.clear();
  localStorage.clear();
});

describe('config.json: the session mode', () => {
  it('is key mode unless it says proxy', () => {
    expect(parseRuntimeConfig({}).session).toBe('key');
    expect(parseRuntimeConfig({ session: 'PROXY' }).session).toBe('key');
    expect(parseRuntimeConfig({ session: 'proxy' }).session).toBe('proxy');
  });

  it('takes the proxy paths only on the console’s own origin', () => {
    const config = parseRuntimeConfig({
      session: 'proxy',
      proxy: {
        identityUrl: '/who',
        signOutUrl: 'https://evil.example/out',
        signInUrl: '//evil.example/in',
        activityUrl: '/a b',
      },
    });
    expect(config.proxy).toEqual({ ...DEFAULT_PROXY, identityUrl: '/who' });
  });
});

describe('a proxy session', () => {
  it('holds no key and writes nothing to storage, and erases a key a key-mode session left', () => {
    setSession({ token: 'ccs_left_behind', baseUrl: '/api/v1', remember: true });
    expect(localStorage.length + sessionStorage.length).toBeGreaterThan(0);
    startProxySession('/api/v1');
    expect(getSession()).toMatchObject({ token: '', proxy: true });
    expect(localStorage.length + sessionStorage.length).toBe(0);
    setSession({
      ...getSession()!,
      identity: {
        accountName: 'a',
        accountEmail: 'b',
        keyId: null,
        keyName: null,
        keyPrefix: null,
        scope: 'read',
        checkedAt: 1,
      },
    });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('sends no Authorization header', async () => {
    startProxySession('/api/v1');
    const seen: Request[] = [];
    const client = createApiClient({
      getToken: () => getSession()?.token,
      getBaseUrl: () => '/api/v1',
      isProxy: () => true,
      fetch: async (request) => {
        seen.push(request);
        return new Response('{"id":"acc"}', {
          status: 200,
          headers: { 'content-type': 'application/json', [PROXY_HEADER]: '1' },
        });
      },
    });
    await unwrap(client.GET('/account'));
    expect(seen[0]!.headers.has('authorization')).toBe(false);
  });
});

describe('a 401 behind the proxy', () => {
  const clientAnswering = (response: () => Response) =>
    createApiClient({
      getToken: () => '',
      getBaseUrl: () => '/api/v1',
      isProxy: () => true,
      fetch: async () => response(),
    });

  it('from the SSO front (no proxy header): sign_in_required, nothing sent, and the page asks to sign in again', async () => {
    const client = clientAnswering(() => new Response('<html>401</html>', { status: 401 }));
    const error = await unwrap(
      client.POST('/instances', {
        body: { name: 'x', region: 'r', plan: 'p', image: 'i' } as never,
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('sign_in_required');
    expect(isSignInNeeded()).toBe(true);
    startProxySession('/api/v1');
    expect(describeError(error).title).toBe('Your sign-in has ended');
  });

  it('from the service (through the proxy): the team key was refused, no sign-in asked', async () => {
    const client = clientAnswering(
      () =>
        new Response('{"error":{"code":"invalid_token","message":"no"}}', {
          status: 401,
          headers: { 'content-type': 'application/json', [PROXY_HEADER]: '1' },
        }),
    );
    const error = await unwrap(client.GET('/account')).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('invalid_token');
    expect(isSignInNeeded()).toBe(false);
    startProxySession('/api/v1');
    expect(describeError(error).title).toBe('The service refused the team’s key');
  });

  it('in key mode is the service’s, whatever headers it has', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      getToken: () => 'k',
      getBaseUrl: () => '/api/v1',
      onUnauthorized,
      fetch: async () => new Response('', { status: 401 }),
    });
    const error = await unwrap(client.GET('/account')).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('invalid_token');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(isSignInNeeded()).toBe(false);
    expect(signInEnded(new Response(null, { status: 200 }))).toBe(false);
  });
});

describe('parsePerson', () => {
  it('shows the name, else the e-mail, else the login; keeps the login; needs a known role', () => {
    expect(
      parsePerson({ user: 'ada', email: 'ada@example.com', name: 'Ada Lovelace', role: 'admin' }),
    ).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', user: 'ada', role: 'admin' });
    expect(
      parsePerson({ user: 'bob', email: 'bob@example.com', name: '', role: 'viewer' })?.name,
    ).toBe('bob@example.com');
    expect(parsePerson({ user: 'carol', role: 'viewer' })?.name).toBe('carol');
    expect(parsePerson({ user: 'dan', role: 'owner' })).toBeNull();
    expect(parsePerson({ role: 'admin' })).toBeNull();
    expect(parsePerson('nope')).toBeNull();
  });
});

describe('a person without a role', () => {
  it('is told in words what is missing and who can fix it', () => {
    const text = describeError(
      new ApiError({
        status: 403,
        code: 'no_console_role',
        message: 'You are signed in, but none of your groups may use this console.',
      }),
    );
    expect(text).toMatchObject({ title: 'No access to this console', code: '403 no_console_role' });
    expect(text.detail).toContain('Ask an admin');
  });
});

describe('where the key goes (audit F7)', () => {
  it('only config.json names it: a stored session naming another host is not followed unless the configuration lets people choose', async () => {
    const { sessionBaseUrl } = await import('@/api/client');
    setSession({ token: 'ccs_x', baseUrl: 'https://elsewhere.example/api/v1', remember: false });
    setRuntimeConfig({ ...DEFAULT_CONFIG, apiBaseUrl: '/api/v1', allowBaseUrlChange: false });
    expect(sessionBaseUrl()).toBe('/api/v1');
    setRuntimeConfig({ ...DEFAULT_CONFIG, apiBaseUrl: '/api/v1', allowBaseUrlChange: true });
    expect(sessionBaseUrl()).toBe('https://elsewhere.example/api/v1');
  });
});

describe('an unreadable shared copy behind the proxy (a truncated answer the proxy kept)', () => {
  const json = (body: string, cache: string) =>
    new Response(body, {
      status: 200,
      headers: {
        'content-type': 'application/json',
        [PROXY_HEADER]: '1',
        'x-console-cache': cache,
      },
    });

  it('is asked for once more past the copy, and the fresh answer is used', async () => {
    startProxySession('/api/v1');
    const seen: Request[] = [];
    const answers = [json('{"items": [{"id": "truncat', 'HIT'), json('{"id":"acc"}', 'BYPASS')];
    const client = createApiClient({
      getToken: () => '',
      getBaseUrl: () => '/api/v1',
      isProxy: () => true,
      fetch: async (request) => {
        seen.push(request);
        return answers.shift()!;
      },
    });
    expect(await unwrap(client.GET('/account'))).toEqual({ id: 'acc' });
    expect(seen.map((r) => r.headers.get('x-console-refresh'))).toEqual([null, '1']);
  });

  it('is not asked again when the service itself sent it (a MISS), nor for a readable copy', async () => {
    startProxySession('/api/v1');
    for (const [body, cache] of [
      ['{"items": [{"id": "truncat', 'MISS'],
      ['{"id":"acc"}', 'HIT'],
    ] as const) {
      const seen: Request[] = [];
      const client = createApiClient({
        getToken: () => '',
        getBaseUrl: () => '/api/v1',
        isProxy: () => true,
        fetch: async (request) => {
          seen.push(request);
          return json(body, cache);
        },
      });
      await unwrap(client.GET('/account')).catch(() => undefined);
      expect(seen).toHaveLength(1);
    }
  });
});
