import { describe, expect, it } from 'vitest';
import { serviceAddress } from './service-address';

const origin = 'https://console.example';
const to = (typed: string, pageOrigin = origin) => serviceAddress(typed, '/api/v1', pageOrigin);

describe('serviceAddress', () => {
  it.each([
    ['', 'https://console.example/api/v1'],
    ['  ', 'https://console.example/api/v1'],
    ['/api/v1', 'https://console.example/api/v1'],
    ['/cloud/api/v1/', 'https://console.example/cloud/api/v1'],
    ['https://api.example/api/v1', 'https://api.example/api/v1'],
    ['HTTPS://API.example:8443/api/v1/', 'https://api.example:8443/api/v1'],
  ])('sends a key typed with %j to %s', (typed, url) => {
    expect(to(typed)).toEqual({ url });
  });

  it('allows plain http only on the console’s own origin (a loopback test through the proxy)', () => {
    expect(to('/api/v1', 'http://127.0.0.1:8080')).toEqual({ url: 'http://127.0.0.1:8080/api/v1' });
    expect(to('http://127.0.0.1:8080/api/v1', 'http://127.0.0.1:8080')).toEqual({
      url: 'http://127.0.0.1:8080/api/v1',
    });
    expect(to('http://127.0.0.1:8787/api/v1', 'http://127.0.0.1:8080').problem).toMatch(
      /unencrypted to 127\.0\.0\.1:8787/,
    );
  });

  it.each([
    [
      'http://api.example/api/v1',
      /Use an https:\/\/ address: over http:\/\/ the key would cross the network unencrypted to api\.example/,
    ],
    ['http://console.example/api/v1', /unencrypted/], // same host, but the page itself is https
    ['ftp://api.example/api/v1', /Use an https/],
    ['javascript:alert(1)', /Use an https/],
    ['https://user:pass@api.example/api/v1', /user name or password/],
    ['https://api.example/api/v1?x=1', /query/],
    ['https://[::1', /not an address/],
  ])('refuses %s', (typed, words) => {
    expect(to(typed).problem).toMatch(words);
  });
});
