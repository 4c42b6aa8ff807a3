import { describe, expect, it } from 'vitest';
import { demoPage } from './link';

const origin = 'https://demo.example';

describe('demoPage', () => {
  it('keeps a path of the console, with its search and hash', () => {
    expect(demoPage('/volumes', origin)).toBe('/volumes');
    expect(demoPage('/instances/ins_1?tab=metrics#cpu', origin)).toBe(
      '/instances/ins_1?tab=metrics#cpu',
    );
    expect(demoPage('/', origin)).toBe('/');
  });

  it('sends anything else to the overview', () => {
    for (const value of [
      null,
      '',
      'volumes',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/volumes',
      'javascript:alert(1)',
      '/connect',
      '/api/v1/account',
      '/__mock/keys',
      '/nowhere',
      '/volumesx',
    ]) {
      expect(demoPage(value, origin)).toBe('/');
    }
  });

  it('drops demo parameters from the page it keeps', () => {
    expect(demoPage('/wallet?demo-as=full&x=1', origin)).toBe('/wallet?x=1');
    expect(demoPage('/wallet?demo-scenario=low-balance&demo-page=/x', origin)).toBe('/wallet');
  });
});
