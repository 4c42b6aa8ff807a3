import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, setRuntimeConfig } from '@/api/config';
import { documentSource, usableAddress } from './document-source';

afterEach(() => setRuntimeConfig(DEFAULT_CONFIG));

describe('where the OpenAPI document is', () => {
  it('defaults to openapi.json under the API base, read through the client (the key, the governor)', () => {
    expect(documentSource('https://console.example')).toEqual({
      url: 'https://console.example/api/v1/openapi.json',
      apiPath: '/openapi.json',
      configured: false,
    });
  });

  it('takes config.json’s openapiUrl; one outside the API base is read without the key', () => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, openapiUrl: '/docs/api.json' });
    expect(documentSource('https://console.example')).toEqual({
      url: 'https://console.example/docs/api.json',
      apiPath: undefined,
      configured: true,
    });
    setRuntimeConfig({
      ...DEFAULT_CONFIG,
      apiBaseUrl: 'https://api.example/api/v1',
      openapiUrl: 'https://api.example/api/v1/openapi.json',
    });
    expect(documentSource('https://console.example')).toMatchObject({
      apiPath: '/openapi.json',
      configured: true,
    });
  });

  it.each([
    ['//elsewhere.example/openapi.json'],
    ['javascript:alert(1)'],
    ['ftp://x/openapi.json'],
    [''],
    [5],
    [undefined],
  ])('ignores the address %s and uses the default', (value) => {
    expect(usableAddress(value)).toBeUndefined();
    setRuntimeConfig({ ...DEFAULT_CONFIG, openapiUrl: value });
    expect(documentSource('https://console.example').configured).toBe(false);
  });
});
