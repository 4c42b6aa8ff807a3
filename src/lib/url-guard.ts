/**
 * The webhook URL rules of the service (spec section 6), applied before anything is sent so a
 * refused URL costs no request. The service checks names as written; it re-checks the resolved
 * address at each delivery, which a browser cannot do, so a DNS name is accepted here.
 * Address literals are judged after `new URL()` has normalised them: decimal, hex and octal IPv4
 * forms (`2130706433`, `0x7f.1`, `0177.0.0.1`) all become dotted quads first.
 */

export const MAX_URL_LENGTH = 2048;

interface Range {
  base: number;
  prefix: number;
  what: string;
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

const mask = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
const cidrText = (r: Range) =>
  `${[r.base >>> 24, (r.base >>> 16) & 255, (r.base >>> 8) & 255, r.base & 255].join('.')}/${r.prefix}`;

function ipv4Problem(ip: number): string | null {
  const hit = BLOCKED_IPV4.find(
    (r) => (ip & mask(r.prefix)) >>> 0 === (r.base & mask(r.prefix)) >>> 0,
  );
  return hit ? `${hit.what} (${cidrText(hit)})` : null;
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

function ipv6Problem(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'the unspecified address (::)';
  if (zeros(0, 7) && g[7] === 1) return 'the loopback address (::1)';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'a link-local address (fe80::/10)';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'a unique-local (private) address (fc00::/7)';
  if (zeros(0, 5) && g[5] === 0xffff) {
    const problem = ipv4Problem(g[6]! * 65536 + g[7]!);
    return problem ? `an IPv4-mapped ${problem.replace(/^an? /, '')}` : null;
  }
  return null;
}

/** The host as the service compares it for the 3-per-host bound: lower-case, no trailing dot, no port. */
export function webhookUrlHost(raw: string): string | null {
  try {
    return new URL(raw.trim()).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

const PUBLIC = 'the endpoint must answer on a public address';

/** Why the service would refuse this endpoint URL, in words; null when it may be saved. */
export function webhookUrlProblem(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return 'Enter the URL of the endpoint.';
  if (text.length > MAX_URL_LENGTH)
    return `The URL is longer than ${MAX_URL_LENGTH.toLocaleString('en-US')} characters.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'This is not a complete URL; write it as https://host/path.';
  }
  if (url.protocol !== 'https:')
    return `The URL must use https:// (not ${url.protocol}//): deliveries are sent over HTTPS only.`;
  if (url.username !== '' || url.password !== '') {
    return 'The URL must not carry a user name or password (user:pass@host); authenticate deliveries by their signature.';
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return 'The URL has no host.';
  if (host === 'localhost' || host.endsWith('.localhost'))
    return `The host ${host} is this machine; ${PUBLIC}.`;
  if (host.startsWith('[')) {
    const groups = parseIpv6(host.slice(1, -1));
    if (!groups) return `The host ${host} is not a valid IPv6 address.`;
    const problem = ipv6Problem(groups);
    return problem ? `The host ${host} is ${problem}; ${PUBLIC}.` : null;
  }
  const v4 = parseDottedQuad(host);
  if (v4 !== null) {
    const problem = ipv4Problem(v4);
    return problem ? `The host ${host} is ${problem}; ${PUBLIC}.` : null;
  }
  return null;
}
