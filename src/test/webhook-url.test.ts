import { describe, expect, it } from 'vitest';
import { webhookUrlProblem as serviceProblem } from '../../mock/lib/webhook-url-rules';
import { activateLanguage } from '@/lib/i18n/i18n';
import {
  BLOCK_WORDS,
  webhookUrlHost,
  webhookUrlProblem,
} from '@/features/webhooks/url-rules/webhook-url';
import {
  BLOCKED_IPV4,
  BLOCKED_IPV6,
  parseIpv6,
  webhookHostProblem,
} from '@/features/webhooks/url-rules/webhook-host';

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
    ok('https://198.20.0.1/'); // just outside 198.18/15
    ok('https://192.0.1.1/'); // just outside 192.0.0/24
    ok('https://[2001:200::1]/'); // just outside 2001::/23
    ok('https://[2001:db9::1]/'); // just outside 2001:db8::/32
  });

  it('asks for a URL and refuses what does not parse or is too long', () => {
    refused('', /Enter the URL/);
    refused('   ', /Enter the URL/);
    refused('hooks.example.com/cloud', /not a complete URL/);
    refused('https://', /not a complete URL/);
    refused(`https://example.com/${'a'.repeat(2048)}`, /longer than 2,048/);
  });

  it("refuses characters a URI cannot carry as they are, naming them and giving the encoded form (the contract's format: uri)", () => {
    refused(
      'https://hooks.example.com/a`b',
      /cannot carry as they are \(`\); write them percent-encoded: https:\/\/hooks\.example\.com\/a%60b$/,
    );
    refused('https://hooks.example.com/a b', /\(space\)/);
    refused('https://hooks.example.com/ü?x=<y>', /\(ü < >\).*\/%C3%BC\?x=%3Cy%3E$/);
    refused('https://bücher.example/hook', /https:\/\/xn--bcher-kva\.example\/hook$/);
    ok("https://hooks.example.com/a%60b?x=1&y=(2)*3;z=[4]~_.-!$'+,@:");
    // The mock refuses the same, so the service's answer never fails its own contract.
    expect(serviceProblem('https://hooks.example.com/a`b')).toMatch(/cannot carry unencoded: `/);
    expect(serviceProblem('https://hooks.example.com/a%60b')).toBeNull();
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
    ['255.255.255.255', /limited broadcast address \(255\.255\.255\.255\/32\)/],
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
    ['[ff02::1]', /multicast address \(ff00::\/8\)/],
  ])('refuses the IPv6 literal %s', (host, words) => {
    refused(`https://${host}/hook`, words);
  });

  // Every standard way an IPv6 address carries an IPv4 one: a packet to it reaches (or is
  // translated to) that IPv4 host, so the IPv4 rules apply to what it carries.
  const EMBEDDED: Array<[string, string, RegExp]> = [
    [
      'mapped',
      '[::ffff:127.0.0.1]',
      /IPv4-mapped address \(::ffff:0:0\/96\) for 127\.0\.0\.1, which is a loopback/,
    ],
    [
      'mapped, hex',
      '[::ffff:a9fe:a9fe]',
      /IPv4-mapped .* for 169\.254\.169\.254, which is a link-local/,
    ],
    ['mapped', '[::ffff:10.0.0.5]', /IPv4-mapped .* for 10\.0\.0\.5, which is a private/],
    ['mapped', '[::ffff:192.168.0.1]', /IPv4-mapped .*private/],
    [
      'compatible',
      '[::127.0.0.1]',
      /IPv4-compatible address \(::\/96\) for 127\.0\.0\.1, which is a loopback/,
    ],
    ['compatible, hex', '[::7f00:1]', /IPv4-compatible .*loopback/],
    ['compatible', '[::10.1.2.3]', /IPv4-compatible .*private/],
    ['compatible', '[::169.254.169.254]', /IPv4-compatible .*link-local/],
    [
      'translated',
      '[::ffff:0:127.0.0.1]',
      /IPv4-translated address \(::ffff:0:0:0\/96\) for 127\.0\.0\.1/,
    ],
    [
      'NAT64',
      '[64:ff9b::127.0.0.1]',
      /NAT64 address \(64:ff9b::\/96\) for 127\.0\.0\.1, which is a loopback/,
    ],
    ['NAT64', '[64:ff9b::a9fe:a9fe]', /NAT64 .*link-local/],
    ['NAT64', '[64:ff9b::192.168.1.1]', /NAT64 .*private/],
    ['local-use NAT64', '[64:ff9b:1::8.8.8.8]', /local-use NAT64 address \(64:ff9b:1::\/48\)/],
    ['local-use NAT64', '[64:ff9b:1:abcd::1]', /local-use NAT64/],
    [
      '6to4',
      '[2002:7f00:1::]',
      /6to4 address \(2002::\/16\) for 127\.0\.0\.1, which is a loopback/,
    ],
    ['6to4', '[2002:a00:5::1]', /6to4 .* for 10\.0\.0\.5, which is a private/],
    ['6to4', '[2002:c0a8:101::1]', /6to4 .*192\.168\.1\.1/],
    [
      'Teredo client',
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
      /Teredo address \(2001::\/32\) for 127\.0\.0\.1, which is a loopback/,
    ],
    ['Teredo client', '[2001:0:4136:e378::f5ff:fffa]', /Teredo .* for 10\.0\.0\.5/],
    [
      'Teredo server',
      '[2001:0:a00:1:8000:63bf:f7f7:f7f7]',
      /Teredo .* for 10\.0\.0\.1, which is a private/,
    ],
  ];

  it.each(EMBEDDED)(
    'refuses an %s IPv6 address carrying a refused IPv4 one: %s',
    (_form, host, words) => {
      refused(`https://${host}/hook`, words);
      refused(`https://${host}:8443/x`, /public address/);
    },
  );

  // The prefixes that carry an IPv4 address are special-purpose blocks themselves (IANA's IPv6
  // registry): refused whatever they carry, with the way to the address itself.
  it.each([
    ['mapped', '[::ffff:8.8.8.8]'],
    ['compatible', '[::8.8.8.8]'],
    ['translated', '[::ffff:0:8.8.8.8]'],
    ['NAT64', '[64:ff9b::8.8.8.8]'],
    ['6to4', '[2002:808:808::1]'],
    ['Teredo', '[2001:0:4136:e378:8000:63bf:f7f7:f7f7]'], // server 65.54.227.120, client 8.8.8.8
  ])('refuses an %s IPv6 address carrying a public IPv4 one, naming it: %s', (_form, host) => {
    refused(`https://${host}/hook`, /standing for 8\.8\.8\.8 \(write that IPv4 address itself\)/);
  });

  it('refuses IPv6 literals outside global unicast (2000::/3), the deprecated site-local range among them', () => {
    refused('https://[fec0::1]/', /deprecated site-local address \(fec0::\/10\)/);
    refused('https://[feff::1]/', /site-local/);
    refused('https://[fe00::1]/', /outside the global unicast space/);
    refused('https://[4000::1]/', /outside the global unicast space/);
    refused('https://[1::1]/', /outside the global unicast space/);
    ok('https://[2606:4700::1111]/');
    ok('https://[3ffe::1]/');
  });
});

// Every block of IANA's IPv4 and IPv6 Special-Purpose Address Registries (as of 2025), written out
// here from the registries rather than taken from the guard's own list: its first and last address
// (or one inside it), each refused by the console and by the mock service alike.
const IPV4_SPECIAL: Array<[string, string[]]> = [
  ['0.0.0.0/8', ['0.0.0.0', '0.255.255.255']],
  ['10.0.0.0/8', ['10.0.0.0', '10.255.255.255']],
  ['100.64.0.0/10', ['100.64.0.0', '100.127.255.255']],
  ['127.0.0.0/8', ['127.0.0.0', '127.255.255.255']],
  ['169.254.0.0/16', ['169.254.0.0', '169.254.255.255']],
  ['172.16.0.0/12', ['172.16.0.0', '172.31.255.255']],
  [
    '192.0.0.0/24 (IETF protocol assignments: DS-Lite, dummy, PCP and TURN anycast, NAT64 discovery)',
    [
      '192.0.0.0',
      '192.0.0.8',
      '192.0.0.9',
      '192.0.0.10',
      '192.0.0.170',
      '192.0.0.171',
      '192.0.0.255',
    ],
  ],
  ['192.0.2.0/24', ['192.0.2.0', '192.0.2.255']],
  ['192.31.196.0/24', ['192.31.196.0', '192.31.196.255']],
  ['192.52.193.0/24', ['192.52.193.0', '192.52.193.255']],
  ['192.88.99.0/24', ['192.88.99.0', '192.88.99.2', '192.88.99.255']],
  ['192.168.0.0/16', ['192.168.0.0', '192.168.255.255']],
  ['192.175.48.0/24', ['192.175.48.0', '192.175.48.255']],
  ['198.18.0.0/15', ['198.18.0.0', '198.18.0.1', '198.19.255.255']],
  ['198.51.100.0/24', ['198.51.100.0', '198.51.100.255']],
  ['203.0.113.0/24', ['203.0.113.0', '203.0.113.255']],
  ['240.0.0.0/4', ['240.0.0.0', '255.255.255.254']],
  ['255.255.255.255/32', ['255.255.255.255']],
];
const IPV6_SPECIAL: Array<[string, string[]]> = [
  ['::1/128', ['::1']],
  ['::/128', ['::']],
  ['::ffff:0:0/96', ['::ffff:0:0', '::ffff:ffff:ffff']],
  ['64:ff9b::/96', ['64:ff9b::', '64:ff9b::ffff:ffff']],
  ['64:ff9b:1::/48', ['64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff']],
  ['100::/64', ['100::', '100::ffff:ffff:ffff:ffff']],
  ['100:0:0:1::/64', ['100:0:0:1::', '100:0:0:1:ffff:ffff:ffff:ffff']],
  ['2001::/23', ['2001::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['2001::/32 (Teredo)', ['2001::', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['2001:1::1/128, 2001:1::2/128, 2001:1::3/128', ['2001:1::1', '2001:1::2', '2001:1::3']],
  ['2001:2::/48', ['2001:2::', '2001:2:0:ffff:ffff:ffff:ffff:ffff']],
  ['2001:3::/32', ['2001:3::', '2001:3:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['2001:4:112::/48', ['2001:4:112::', '2001:4:112:ffff:ffff:ffff:ffff:ffff']],
  [
    '2001:10::/28, 2001:20::/28, 2001:30::/28',
    ['2001:10::', '2001:20::1', '2001:3f:ffff:ffff:ffff:ffff:ffff:ffff'],
  ],
  ['2001:db8::/32', ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['2002::/16', ['2002::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['2620:4f:8000::/48', ['2620:4f:8000::', '2620:4f:8000:ffff:ffff:ffff:ffff:ffff']],
  ['3fff::/20', ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['5f00::/16', ['5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['fc00::/7', ['fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['fe80::/10', ['fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  // Not special-purpose blocks, but outside global unicast: deprecated site-local and multicast.
  ['fec0::/10', ['fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['ff00::/8', ['ff00::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
];

describe('every special-purpose block of the IANA registries', () => {
  it.each(IPV4_SPECIAL)('refuses %s, in the console and in the mock service', (_block, ips) => {
    for (const ip of ips) {
      refused(`https://${ip}/hook`, /public address/);
      expect(serviceProblem(`https://${ip}/hook`), ip).not.toBeNull();
    }
  });
  it.each(IPV6_SPECIAL)('refuses %s, in the console and in the mock service', (_block, ips) => {
    for (const ip of ips) {
      refused(`https://[${ip}]/hook`, /public address/);
      expect(serviceProblem(`https://[${ip}]/hook`), ip).not.toBeNull();
    }
  });
  it('names the block', () => {
    refused('https://198.18.0.1/', /198\.18\.0\.1 is a benchmarking address \(198\.18\.0\.0\/15\)/);
    refused('https://192.0.0.9/', /IETF protocol assignment \(192\.0\.0\.0\/24\)/);
    refused('https://203.0.113.7/', /documentation address \(TEST-NET-3\) \(203\.0\.113\.0\/24\)/);
    refused('https://[2001:db8::1]/', /documentation address \(2001:db8::\/32\)/);
    refused('https://[2001:1::1]/', /Port Control Protocol anycast address \(2001:1::1\)/);
    refused('https://[2001:2::5]/', /benchmarking address \(2001:2::\/48\)/);
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
    'https://[ff02::1]/',
    'https://[::127.0.0.1]/x',
    'https://[::8.8.8.8]/',
    'https://[::ffff:0:127.0.0.1]/',
    'https://[64:ff9b::7f00:1]/',
    'https://[64:ff9b::808:808]/',
    'https://[64:ff9b:1::808:808]/',
    'https://[2002:7f00:1::]/',
    'https://[2002:808:808::1]/',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    'https://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/',
    'https://198.18.0.1/',
    'https://192.0.0.9/',
    'https://[fec0::1]/',
    'https://[2001:200::1]/',
    'not a url',
  ])('%s', (url) => {
    expect(webhookUrlProblem(url) === null).toBe(serviceProblem(url) === null);
  });
});

describe('in the chosen language', () => {
  it('has words for every refused block and for the IPv6 forms that carry an IPv4 address', () => {
    const forms = [
      '[::ffff:10.0.0.1]',
      '[::ffff:0:a00:1]',
      '[::a00:1]',
      '[64:ff9b::a00:1]',
      '[2002:a00:1::]',
      '[2001:0:a00:1::]',
    ].map((host) => {
      const problem = webhookHostProblem(host);
      return problem?.kind === 'blocked' && problem.refusal.kind === 'carries'
        ? problem.refusal.form.what
        : host;
    });
    const missing = [
      ...BLOCKED_IPV4.map((r) => r.what),
      ...BLOCKED_IPV6.map((r) => r.what),
      ...forms,
    ].filter((what) => !BLOCK_WORDS[what]);
    expect(missing).toEqual([]);
  });

  it('words the refusal in German, the range and the addresses as written', async () => {
    try {
      await activateLanguage('de');
      expect(webhookUrlProblem('https://10.1.2.3/')).toBe(
        'Der Host 10.1.2.3 ist eine private Adresse (10.0.0.0/8); der Endpunkt muss unter einer öffentlichen Adresse erreichbar sein.',
      );
      expect(webhookUrlProblem('https://[::ffff:127.0.0.1]/')).toMatch(
        /^Der Host \[::ffff:7f00:1\] ist eine IPv4-gemappte Adresse \(::ffff:0:0\/96\) für 127\.0\.0\.1, .*Loopback-Adresse \(127\.0\.0\.0\/8\)/,
      );
      expect(webhookUrlProblem('')).toBe('Geben Sie die URL des Endpunkts ein.');
    } finally {
      await activateLanguage('en');
    }
  });
});
