import { describe, expect, it } from 'vitest';
import { accountLimitProblem, hostLimitProblem } from './bounds';

const list = (urls: string[]) => urls.map((url, i) => ({ id: `e${i}`, url }));

describe('accountLimitProblem', () => {
  it('refuses a 21st endpoint and allows the 20th', () => {
    expect(
      accountLimitProblem(list(Array.from({ length: 19 }, (_, i) => `https://h${i}.example.com/`))),
    ).toBeNull();
    expect(
      accountLimitProblem(list(Array.from({ length: 20 }, (_, i) => `https://h${i}.example.com/`))),
    ).toMatch(/already has 20 endpoints/);
  });
});

describe('hostLimitProblem', () => {
  const three = list([
    'https://a.example.com/1',
    'https://A.example.com:8443/2',
    'https://a.example.com./3',
    'https://b.example.com/',
  ]);

  it('counts by host, ignoring case, port, path and a trailing dot', () => {
    expect(hostLimitProblem('https://a.example.com/4', three)).toMatch(
      /3 endpoints already use the host a\.example\.com/,
    );
    expect(hostLimitProblem('https://b.example.com/2', three)).toBeNull();
  });

  it('does not count the endpoint being edited', () => {
    expect(hostLimitProblem('https://a.example.com/1-renamed', three, 'e0')).toBeNull();
  });

  it('leaves an unparsable URL to the URL guard', () => {
    expect(hostLimitProblem('nope', three)).toBeNull();
  });
});
