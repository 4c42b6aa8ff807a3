import { describe, expect, it } from 'vitest';
import { serviceDocs } from './service-docs';

const origin = 'https://console.example';

describe('serviceDocs', () => {
  it('uses docsUrl from config.json when set, wherever the API is', () => {
    expect(serviceDocs({ docsUrl: 'https://cloud.example/docs/' }, '/api/v1', origin)).toEqual({
      guide: 'https://cloud.example/docs',
      api: 'https://cloud.example/docs/api',
    });
    expect(
      serviceDocs({ docsUrl: 'https://docs.example' }, 'https://api.example/api/v1', origin)?.guide,
    ).toBe('https://docs.example');
  });

  it('puts the guide at /docs on the service’s own address when the API is on another origin', () => {
    expect(serviceDocs({}, 'https://api.example/api/v1/', origin)).toEqual({
      guide: 'https://api.example/docs',
      api: 'https://api.example/docs/api',
    });
    expect(serviceDocs({}, 'https://proxy.example/cloud/api/v1', origin)?.guide).toBe(
      'https://proxy.example/cloud/docs',
    );
  });

  it('offers no link behind the same-origin proxy, where this host serves no docs', () => {
    expect(serviceDocs({}, '/api/v1', origin)).toBeNull();
    expect(serviceDocs({}, 'https://console.example/api/v1', origin)).toBeNull();
  });
});
