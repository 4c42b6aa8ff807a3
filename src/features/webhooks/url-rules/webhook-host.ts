/**
 * Which URL hosts a webhook may never target (spec section 6: "the endpoint must answer on a public
 * address"). One implementation, and one list of ranges (every special-purpose block of IANA's
 * IPv4 and IPv6 registries), for the console's form and the mock service, so the two cannot
 * disagree: each words the verdict its own way. Pure and dependency-free (the demo build runs the
 * mock in the browser). Hosts are judged as `new URL()` writes them: lower-case, IPv4 in dotted
 * quads whatever form was typed, IPv6 in brackets with any embedded dotted quad turned into hex.
 */

interface Range {
  base: number;
  prefix: number;
  what: string;
}

/** A strict dotted quad (what URL() produces for any IPv4 host) as an unsigned 32-bit number. */
export function parseDottedQuad(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part) || Number(part) > 255) return null;
    n = n * 256 + Number(part);
  }
  return n;
}

const range = (cidr: string, what: string): Range => {
  const [ip, prefix] = cidr.split('/');
  return { base: parseDottedQuad(ip!)!, prefix: Number(prefix), what };
};

/**
 * IPv4 ranges a webhook may never target, each with the words for why: every block of the IANA IPv4
 * Special-Purpose Address Registry (RFC 6890 and its updates; the blocks inside 192.0.0.0/24 and
 * 192.88.99.0/24, and 0.0.0.0/32, are covered by their parents), and multicast, which has a
 * registry of its own. Globally reachable anycast blocks (AS112, AMT, PCP, TURN) are refused too:
 * none is a host that receives webhooks.
 */
export const BLOCKED_IPV4: readonly Range[] = [
  range('0.0.0.0/8', 'a “this network” address'),
  range('10.0.0.0/8', 'a private address'),
  range('100.64.0.0/10', 'a shared (carrier-grade NAT) address'),
  range('127.0.0.0/8', 'a loopback address'),
  range('169.254.0.0/16', 'a link-local address'),
  range('172.16.0.0/12', 'a private address'),
  range('192.0.0.0/24', 'an IETF protocol assignment'),
  range('192.0.2.0/24', 'a documentation address (TEST-NET-1)'),
  range('192.31.196.0/24', 'an AS112 DNS address'),
  range('192.52.193.0/24', 'an AMT relay address'),
  range('192.88.99.0/24', 'a deprecated 6to4 relay anycast address'),
  range('192.168.0.0/16', 'a private address'),
  range('192.175.48.0/24', 'an AS112 DNS address (direct delegation)'),
  range('198.18.0.0/15', 'a benchmarking address'),
  range('198.51.100.0/24', 'a documentation address (TEST-NET-2)'),
  range('203.0.113.0/24', 'a documentation address (TEST-NET-3)'),
  range('224.0.0.0/4', 'a multicast address'),
  range('240.0.0.0/4', 'a reserved address'),
  range('255.255.255.255/32', 'the limited broadcast address'),
];

const mask = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
const quad = (ip: number) => [ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255].join('.');

/** A refused block in words ("a private address") and as written ("10.0.0.0/8"). */
export interface Named {
  what: string;
  range: string;
}

const named = ({ what, range }: Named) => `${what} (${range})`;

/** The most specific range that holds the address, in words with the range. */
function ipv4Range(ip: number): Named | null {
  const hits = BLOCKED_IPV4.filter(
    (r) => (ip & mask(r.prefix)) >>> 0 === (r.base & mask(r.prefix)) >>> 0,
  );
  const hit = hits.sort((a, b) => b.prefix - a.prefix)[0];
  return hit ? { what: hit.what, range: `${quad(hit.base)}/${hit.prefix}` } : null;
}

/** A bracket-less IPv6 literal as 8 groups of 16 bits, or null. Accepts an embedded dotted quad. */
export function parseIpv6(text: string): number[] | null {
  let body = text.toLowerCase();
  const tail: number[] = [];
  const embedded = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (embedded) {
    const v4 = parseDottedQuad(embedded[2]!);
    if (v4 === null) return null;
    tail.push(v4 >>> 16, v4 & 0xffff);
    body = embedded[1]!.endsWith('::') ? embedded[1]! : embedded[1]!.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const explicit = head.length + rest.length + tail.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const hex = (g: string) => parseInt(g, 16);
  return [...head.map(hex), ...new Array<number>(8 - explicit).fill(0), ...rest.map(hex), ...tail];
}

interface Range6 {
  groups: number[];
  prefix: number;
  cidr: string;
  what: string;
}

const range6 = (cidr: string, what: string): Range6 => {
  const [ip, prefix] = cidr.split('/');
  return {
    groups: parseIpv6(ip!)!,
    prefix: Number(prefix),
    cidr: prefix === '128' ? ip! : cidr,
    what,
  };
};

function inRange6(g: number[], r: Range6): boolean {
  for (let i = 0, bits = r.prefix; bits > 0; i += 1, bits -= 16) {
    const m = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if ((g[i]! & m) !== (r.groups[i]! & m)) return false;
  }
  return true;
}

/**
 * IPv6 ranges a webhook may never target: every block of the IANA IPv6 Special-Purpose Address
 * Registry (RFC 6890 and its updates, to the 2024-2025 additions 3fff::/20, 5f00::/16 and
 * 100:0:0:1::/64), with the named blocks inside 2001::/23 for clearer words; and from the IPv6
 * address space registry the deprecated site-local fec0::/10 and multicast ff00::/8. Whatever else
 * lies outside global unicast 2000::/3 is refused as well (ipv6Problem). The blocks that carry an
 * IPv4 address (IPv4-mapped, NAT64, 6to4, Teredo) are refused whatever they carry: the words name
 * the IPv4 address, to be written as itself when it is public.
 */
export const BLOCKED_IPV6: readonly Range6[] = [
  range6('::/128', 'the unspecified address'),
  range6('::1/128', 'the loopback address'),
  range6('::ffff:0:0/96', 'an IPv4-mapped address'),
  range6('64:ff9b::/96', 'a NAT64 address'),
  range6('64:ff9b:1::/48', 'a local-use NAT64 address'),
  range6('100::/64', 'a discard-only address'),
  range6('100:0:0:1::/64', 'a dummy address'),
  range6('2001::/23', 'an IETF protocol assignment'),
  range6('2001::/32', 'a Teredo address'),
  range6('2001:1::1/128', 'the Port Control Protocol anycast address'),
  range6('2001:1::2/128', 'the TURN anycast address'),
  range6('2001:1::3/128', 'the DNS-SD service registration anycast address'),
  range6('2001:2::/48', 'a benchmarking address'),
  range6('2001:3::/32', 'an AMT address'),
  range6('2001:4:112::/48', 'an AS112 DNS address'),
  range6('2001:10::/28', 'a deprecated ORCHID address'),
  range6('2001:20::/28', 'an ORCHIDv2 address'),
  range6('2001:30::/28', 'a drone remote ID (DET) address'),
  range6('2001:db8::/32', 'a documentation address'),
  range6('2002::/16', 'a 6to4 address'),
  range6('2620:4f:8000::/48', 'an AS112 DNS address (direct delegation)'),
  range6('3fff::/20', 'a documentation address'),
  range6('5f00::/16', 'a segment routing (SRv6) address'),
  range6('fc00::/7', 'a unique-local (private) address'),
  range6('fe80::/10', 'a link-local address'),
  range6('fec0::/10', 'a deprecated site-local address'),
  range6('ff00::/8', 'a multicast address'),
];

const GLOBAL_UNICAST = range6('2000::/3', 'global unicast');

const v4At = (g: number[], i: number) => (g[i]! * 65536 + g[i + 1]!) >>> 0;

/**
 * The IPv4 addresses an IPv6 address carries, by the standard embeddings: a packet to it reaches
 * (or is translated to) that IPv4 host, so a refused IPv4 address is named in the words.
 */
function embeddedIpv4(g: number[]): { form: Named; ips: number[] } | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const form = (what: string, range: string) => ({ what, range });
  if (zeros(0, 5) && g[5] === 0xffff)
    return { form: form('an IPv4-mapped address', '::ffff:0:0/96'), ips: [v4At(g, 6)] };
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0)
    return { form: form('an IPv4-translated address', '::ffff:0:0:0/96'), ips: [v4At(g, 6)] };
  if (zeros(0, 6)) return { form: form('an IPv4-compatible address', '::/96'), ips: [v4At(g, 6)] };
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6))
    return { form: form('a NAT64 address', '64:ff9b::/96'), ips: [v4At(g, 6)] };
  if (g[0] === 0x2002) return { form: form('a 6to4 address', '2002::/16'), ips: [v4At(g, 1)] };
  // Teredo: the server's address in clear, the client's (where packets end up) with every bit flipped.
  if (g[0] === 0x2001 && g[1] === 0)
    return { form: form('a Teredo address', '2001::/32'), ips: [v4At(g, 2), ~v4At(g, 6) >>> 0] };
  return null;
}

/**
 * Why a refused address is refused, in parts, so the console can word it in the chosen language
 * (src/features/webhooks/url-rules/webhook-url.ts); `words()` is the English the mock service answers with.
 */
export type Refusal =
  | { kind: 'range'; block: Named }
  | { kind: 'carries'; form: Named; ip: string; block: Named }
  | { kind: 'stands-for'; form: Named; ip: string }
  | { kind: 'outside-unicast' };

function words(refusal: Refusal): string {
  switch (refusal.kind) {
    case 'range':
      return named(refusal.block);
    case 'carries':
      return `${named(refusal.form)} for ${refusal.ip}, which is ${named(refusal.block)}`;
    case 'stands-for':
      return `${named(refusal.form)} standing for ${refusal.ip} (write that IPv4 address itself)`;
    case 'outside-unicast':
      return 'outside the global unicast space (2000::/3)';
  }
}

function ipv6Problem(g: number[]): Refusal | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8))
    return { kind: 'range', block: { what: 'the unspecified address', range: '::' } };
  if (zeros(0, 7) && g[7] === 1)
    return { kind: 'range', block: { what: 'the loopback address', range: '::1' } };
  const embedded = embeddedIpv4(g);
  if (embedded) {
    for (const ip of embedded.ips) {
      const block = ipv4Range(ip);
      if (block) return { kind: 'carries', form: embedded.form, ip: quad(ip), block };
    }
    // A public IPv4 address behind a special-purpose prefix: the address itself is the way to it.
    return { kind: 'stands-for', form: embedded.form, ip: quad(embedded.ips.at(-1)!) };
  }
  const hit = BLOCKED_IPV6.filter((r) => inRange6(g, r)).sort((a, b) => b.prefix - a.prefix)[0];
  if (hit) return { kind: 'range', block: { what: hit.what, range: hit.cidr } };
  if (!inRange6(g, GLOBAL_UNICAST)) return { kind: 'outside-unicast' };
  return null;
}

export type HostProblem =
  | { kind: 'localhost' }
  | { kind: 'invalid-ipv6' }
  | { kind: 'blocked'; why: string; refusal: Refusal };

/**
 * Why a host (URL().hostname) is not a public address, or null. Names other than localhost are
 * not resolved here: the service checks the resolved address at each delivery.
 */
export function webhookHostProblem(hostname: string): HostProblem | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return { kind: 'localhost' };
  if (host.startsWith('[')) {
    const groups = parseIpv6(host.slice(1, -1));
    if (!groups) return { kind: 'invalid-ipv6' };
    const refusal = ipv6Problem(groups);
    return refusal ? { kind: 'blocked', why: words(refusal), refusal } : null;
  }
  const v4 = parseDottedQuad(host);
  const block = v4 === null ? null : ipv4Range(v4);
  return block ? { kind: 'blocked', why: named(block), refusal: { kind: 'range', block } } : null;
}
