// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  resolveBaseUrl,
  setRuntimeConfig,
} from './config';
import shipped from '../../public/config.json';

afterEach(() => setRuntimeConfig(DEFAULT_CONFIG));

describe('resolveBaseUrl', () => {
  it.each([
    ['/api/v1', 'https://console.example', 'https://console.example/api/v1'],
    ['/api/v1/', 'https://console.example', 'https://console.example/api/v1'],
    ['/api/v1///', 'https://console.example/', 'https://console.example/api/v1'],
    ['https://api.example/api/v1', 'https://console.example', 'https://api.example/api/v1'],
    ['https://api.example/api/v1/', 'https://console.example', 'https://api.example/api/v1'],
    ['http://127.0.0.1:8787/api/v1', 'https://console.example', 'http://127.0.0.1:8787/api/v1'],
    [
      'https://proxy.example/cloud/api/v1',
      'https://console.example',
      'https://proxy.example/cloud/api/v1',
    ],
  ])('%s on %s -> %s', (base, origin, expected) => {
    expect(resolveBaseUrl(base, origin)).toBe(expected);
  });

  it('uses the page origin by default', () => {
    expect(resolveBaseUrl('/api/v1')).toBe(`${location.origin}/api/v1`);
  });
});

describe('the shipped config.json', () => {
  it('does not let a person type another service address (a key typed there would go to it)', () => {
    expect(shipped.allowBaseUrlChange).toBe(false);
    expect(parseRuntimeConfig(shipped)).toMatchObject({
      apiBaseUrl: '/api/v1',
      allowBaseUrlChange: false,
    });
  });
});

describe('parseRuntimeConfig', () => {
  it('reads a complete configuration', () => {
    const raw = {
      apiBaseUrl: 'https://api.example/api/v1',
      mode: 'demo',
      allowBaseUrlChange: true,
      docsUrl: 'https://docs.example/cloud',
      session: 'proxy',
      proxy: {
        identityUrl: '/sso/who',
        signOutUrl: '/sso/out',
        signInUrl: '/sso/in.html',
        activityUrl: '/sso/log',
        providerStatusUrl: '/sso/up',
        signOutHereUrl: '/sso/out-here',
        eventsUrl: '/sso/events',
        announceUrl: '/sso/announce',
      },
    };
    expect(parseRuntimeConfig(raw)).toEqual(raw);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty object', {}],
    ['a string', 'apiBaseUrl=/x'],
    ['an array', ['/api/v1']],
    ['a number', 7],
  ])('falls back to the defaults for %s', (_name, raw) => {
    expect(parseRuntimeConfig(raw)).toMatchObject(DEFAULT_CONFIG);
  });

  it.each([
    ['an empty base', { apiBaseUrl: '' }],
    ['a numeric base', { apiBaseUrl: 8787 }],
    ['a base that is not http(s)', { apiBaseUrl: 'javascript:alert(1)' }],
    ['a base with another scheme', { apiBaseUrl: 'ftp://files.example/api/v1' }],
  ])('replaces %s by /api/v1 and keeps the other fields', (_name, raw) => {
    expect(parseRuntimeConfig({ ...raw, mode: 'demo' })).toMatchObject({
      apiBaseUrl: '/api/v1',
      mode: 'demo',
    });
  });

  it.each([['/docs'], ['docs.example/x'], ['javascript:alert(1)'], ['ftp://docs.example']])(
    'drops the docs address %s (not absolute http)',
    (docsUrl) => {
      expect(parseRuntimeConfig({ docsUrl }).docsUrl).toBeUndefined();
    },
  );

  it('passes the OpenAPI document address on as written, for the explorer to check', () => {
    expect(parseRuntimeConfig({ openapiUrl: '/api/v1/openapi.json' }).openapiUrl).toBe(
      '/api/v1/openapi.json',
    );
    expect(parseRuntimeConfig({}).openapiUrl).toBeUndefined();
  });

  it('replaces an unknown mode and a non-boolean switch', () => {
    expect(
      parseRuntimeConfig({ mode: 'production', allowBaseUrlChange: 'yes', docsUrl: 5 }),
    ).toMatchObject({
      apiBaseUrl: '/api/v1',
      mode: 'live',
      allowBaseUrlChange: false,
      docsUrl: undefined,
    });
  });
});

describe('loadRuntimeConfig', () => {
  const fetchOf = (respond: () => Response | Promise<Response>) =>
    (async () => respond()) as unknown as typeof fetch;

  it('reads config.json and remembers it', async () => {
    const config = await loadRuntimeConfig(
      fetchOf(() => Response.json({ apiBaseUrl: 'https://api.example/api/v1' })),
    );
    expect(config.apiBaseUrl).toBe('https://api.example/api/v1');
    expect(getRuntimeConfig()).toBe(config);
  });

  it.each([
    ['a 404', () => new Response('missing', { status: 404 })],
    ['HTML instead of JSON', () => new Response('<html></html>', { status: 200 })],
    ['no answer', () => Promise.reject(new TypeError('offline'))],
  ])('falls back to the same-origin default on %s', async (_name, respond) => {
    expect(await loadRuntimeConfig(fetchOf(respond))).toEqual(DEFAULT_CONFIG);
  });
});
