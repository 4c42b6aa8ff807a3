import { describe, expect, it } from 'vitest';
import { webhookUrlProblem as serviceProblem } from '../../mock/lib/url-guard';
import { parseIpv6, webhookUrlHost, webhookUrlProblem } from './url-guard';

const ok = (url: string) => expect(webhookUrlProblem(url), url).toBeNull();
const refused = (url: string, words: RegExp) => expect(webhookUrlProblem(url), url).toMatch(words);

describe('webhookUrlProblem', () => {
  it('accepts public HTTPS URLs', () => {
    ok('https://hooks.example.com/cloud');
    ok('https://hooks.example.com:8443/a?b=c#d');
    ok('  https://example.org/trimmed  ');
    ok('https://8.8.8.8/hook');
    ok('https://[2001:4860:4860::8888]/hook');
    ok('https://127.0.0.1.nip.io/'); // a name: the service checks the resolved address at delivery
    ok('https://172.32.0.1/'); // just outside 172.16/12
    ok('https://100.128.0.1/'); // just outside 100.64/10
    ok('https://[::ffff:8.8.8.8]/'); // mapped public
  });

  it('asks for a URL and refuses what does not parse or is too long', () => {
    refused('', /Enter the URL/);
    refused('   ', /Enter the URL/);
    refused('hooks.example.com/cloud', /not a complete URL/);
    refused('https://', /not a complete URL/);
    refused(`https://example.com/${'a'.repeat(2048)}`, /longer than 2,048/);
  });

  it('refuses anything but https', () => {
    refused('http://hooks.example.com/', /must use https:\/\/ \(not http:\/\/\)/);
    refused('HTTP://hooks.example.com/', /must use https/);
    refused('ftp://hooks.example.com/', /must use https/);
    refused('http://2130706433/', /must use https/);
  });

  it('refuses user info', () => {
    refused('https://user@hooks.example.com/', /user name or password/);
    refused('https://user:pass@hooks.example.com/', /user name or password/);
    refused('https://:pass@hooks.example.com/', /user name or password/);
  });

  it('refuses localhost and *.localhost, with or without a trailing dot', () => {
    refused('https://localhost/', /this machine/);
    refused('https://LOCALHOST:8443/', /this machine/);
    refused('https://localhost./', /this machine/);
    refused('https://api.localhost/', /this machine/);
    ok('https://localhost.example.com/');
  });

  it.each([
    ['0.0.0.0', /this network/],
    ['0.1.2.3', /this network/],
    ['10.0.0.5', /private address \(10\.0\.0\.0\/8\)/],
    ['100.64.0.1', /shared/],
    ['100.127.255.255', /shared/],
    ['127.0.0.1', /loopback address \(127\.0\.0\.0\/8\)/],
    ['127.255.255.254', /loopback/],
    ['169.254.169.254', /link-local/],
    ['172.16.0.1', /private address \(172\.16\.0\.0\/12\)/],
    ['172.31.255.255', /private/],
    ['192.168.1.1', /private address \(192\.168\.0\.0\/16\)/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.255', /multicast/],
    ['240.0.0.1', /reserved/],
    ['255.255.255.255', /reserved/],
  ])('refuses the IPv4 literal %s', (ip, words) => {
    refused(`https://${ip}/hook`, words);
    refused(`https://${ip}:443/hook`, /public address/);
  });

  it('catches decimal, hex and octal IPv4 forms because URL() normalises them', () => {
    refused('https://2130706433/', /127\.0\.0\.1 is a loopback/);
    refused('https://0x7f.1/', /127\.0\.0\.1 is a loopback/);
    refused('https://0x7f000001/', /loopback/);
    refused('https://0177.0.0.1/', /127\.0\.0\.1 is a loopback/);
    refused('https://017700000001/', /loopback/);
    refused('https://127.1/', /loopback/);
    refused('https://10.1/', /10\.0\.0\.1 is a private/);
    refused('https://0xa9.0xfe.0xa9.0xfe/', /169\.254\.169\.254 is a link-local/);
    refused('https://3232235777/', /192\.168\.1\.1 is a private/);
    refused('https://127.0.0.1./', /loopback/);
    refused('https://0/', /0\.0\.0\.0 is a “this network”/);
  });

  it.each([
    ['[::1]', /loopback address \(::1\)/],
    ['[0:0:0:0:0:0:0:1]', /loopback/],
    ['[::]', /unspecified/],
    ['[fe80::1]', /link-local/],
    ['[febf::1]', /link-local/],
    ['[fc00::1]', /unique-local/],
    ['[fd12:3456::1]', /unique-local/],
    ['[::ffff:127.0.0.1]', /IPv4-mapped loopback/],
    ['[::ffff:10.0.0.5]', /IPv4-mapped private/],
    ['[::ffff:a9fe:a9fe]', /IPv4-mapped link-local/],
    ['[::ffff:192.168.0.1]', /IPv4-mapped private/],
  ])('refuses the IPv6 literal %s', (host, words) => {
    refused(`https://${host}/hook`, words);
  });

  it('accepts IPv6 literals outside the refused ranges', () => {
    ok('https://[fec0::1]/'); // just past fe80::/10
    ok('https://[fe00::1]/'); // below fe80::/10 and above fc00::/7
    ok('https://[2606:4700::1111]/');
  });
});

describe('parseIpv6', () => {
  it('expands compressed forms and embedded dotted quads', () => {
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('2001:db8::ff00:42:8329')).toEqual([
      0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329,
    ]);
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
  });

  it('rejects malformed literals', () => {
    expect(parseIpv6('1::2::3')).toBeNull();
    expect(parseIpv6('1:2:3')).toBeNull();
    expect(parseIpv6('12345::')).toBeNull();
    expect(parseIpv6('::ffff:1.2.3.256')).toBeNull();
  });
});

describe('webhookUrlHost', () => {
  it('gives the host the service counts for the 3-per-host bound', () => {
    expect(webhookUrlHost('https://Hooks.Example.com:8443/a')).toBe('hooks.example.com');
    expect(webhookUrlHost('https://hooks.example.com./b')).toBe('hooks.example.com');
    expect(webhookUrlHost('not a url')).toBeNull();
  });
});

describe('agreement with the mock service', () => {
  // The console must refuse exactly what the service refuses, or a URL it lets through costs a 400.
  it.each([
    'https://hooks.example.com/a',
    'https://user@hooks.example.com/',
    'https://user:pass@hooks.example.com/',
    'https://:pass@hooks.example.com/',
    'http://hooks.example.com/a',
    'https://localhost/',
    'https://a.localhost/',
    'https://8.8.8.8/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://10.0.0.5/',
    'https://100.64.0.1/',
    'https://169.254.169.254/',
    'https://172.16.0.1/',
    'https://172.32.0.1/',
    'https://192.168.0.1/',
    'https://224.0.0.1/',
    'https://240.0.0.1/',
    'https://0.0.0.0/',
    'https://[::1]/',
    'https://[::]/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:8.8.8.8]/',
    'https://[2001:db8::1]/',
    'not a url',
  ])('%s', (url) => {
    expect(webhookUrlProblem(url) === null).toBe(serviceProblem(url) === null);
  });
});
