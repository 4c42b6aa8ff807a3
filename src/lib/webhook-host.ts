/**
 * Which URL hosts a webhook may never target (spec section 6: "the endpoint must answer on a public
 * address"). One implementation for the console's form and the mock service, so the two cannot
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

/** IPv4 ranges a webhook may never target, each with the words for why. */
export const BLOCKED_IPV4: readonly Range[] = [
  range('0.0.0.0/8', 'a “this network” address'),
  range('10.0.0.0/8', 'a private address'),
  range('100.64.0.0/10', 'a shared (carrier-grade NAT) address'),
  range('127.0.0.0/8', 'a loopback address'),
  range('169.254.0.0/16', 'a link-local address'),
  range('172.16.0.0/12', 'a private address'),
  range('192.168.0.0/16', 'a private address'),
  range('224.0.0.0/4', 'a multicast address'),
  range('240.0.0.0/4', 'a reserved address'),
];

const mask = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
const quad = (ip: number) => [ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255].join('.');

function ipv4Problem(ip: number): string | null {
  const hit = BLOCKED_IPV4.find((r) => (ip & mask(r.prefix)) >>> 0 === (r.base & mask(r.prefix)) >>> 0);
  return hit ? `${hit.what} (${quad(hit.base)}/${hit.prefix})` : null;
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

const v4At = (g: number[], i: number) => (g[i]! * 65536 + g[i + 1]!) >>> 0;

/**
 * The IPv4 addresses an IPv6 address carries, by the standard embeddings: a packet to it reaches
 * (or is translated to) that IPv4 host, so it is judged by the IPv4 rules.
 */
function embeddedIpv4(g: number[]): { form: string; ips: number[] } | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return { form: 'an IPv4-mapped address (::ffff:0:0/96)', ips: [v4At(g, 6)] };
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return { form: 'an IPv4-translated address (::ffff:0:0:0/96)', ips: [v4At(g, 6)] };
  if (zeros(0, 6)) return { form: 'an IPv4-compatible address (::/96)', ips: [v4At(g, 6)] };
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return { form: 'a NAT64 address (64:ff9b::/96)', ips: [v4At(g, 6)] };
  if (g[0] === 0x2002) return { form: 'a 6to4 address (2002::/16)', ips: [v4At(g, 1)] };
  // Teredo: the server's address in clear, the client's (where packets end up) with every bit flipped.
  if (g[0] === 0x2001 && g[1] === 0) return { form: 'a Teredo address (2001::/32)', ips: [v4At(g, 2), ~v4At(g, 6) >>> 0] };
  return null;
}

function ipv6Problem(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'the unspecified address (::)';
  if (zeros(0, 7) && g[7] === 1) return 'the loopback address (::1)';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'a link-local address (fe80::/10)';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'a unique-local (private) address (fc00::/7)';
  if ((g[0]! & 0xff00) === 0xff00) return 'a multicast address (ff00::/8)';
  // RFC 8215: translated to whatever IPv4 space the local network chooses, private ranges included.
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'a local-use NAT64 address (64:ff9b:1::/48)';
  const embedded = embeddedIpv4(g);
  for (const ip of embedded?.ips ?? []) {
    const problem = ipv4Problem(ip);
    if (problem) return `${embedded!.form} for ${quad(ip)}, which is ${problem}`;
  }
  return null;
}

export type HostProblem = { kind: 'localhost' } | { kind: 'invalid-ipv6' } | { kind: 'blocked'; why: string };

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
    const why = ipv6Problem(groups);
    return why ? { kind: 'blocked', why } : null;
  }
  const v4 = parseDottedQuad(host);
  const why = v4 === null ? null : ipv4Problem(v4);
  return why ? { kind: 'blocked', why } : null;
}
