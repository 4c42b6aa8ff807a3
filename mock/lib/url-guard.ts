// The outbound-URL guard for webhook endpoints. Returns null when the URL may be saved, else why not.
// The mock does not resolve DNS: names are checked as written (the real service re-checks the
// resolved address at each delivery).
import { BLOCKED_IPV4, contains, parseIpv4 } from './ipv4';

/** Parses a bracket-less IPv6 literal into 8 16-bit groups, or null. */
function parseIpv6(s: string): number[] | null {
  let text = s;
  const tail: number[] = [];
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = parseIpv4(v4[2]!);
    if (n === null) return null;
    tail.push(n >>> 16, n & 0xffff);
    text = v4[1]!.endsWith('::') ? v4[1]! : v4[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const all = [...head, ...rest];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const explicit = all.length + tail.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const zeros = new Array<number>(8 - explicit).fill(0);
  return [
    ...head.map((g) => parseInt(g, 16)),
    ...zeros,
    ...rest.map((g) => parseInt(g, 16)),
    ...tail,
  ];
}

function ipv6Reason(g: number[]): string | null {
  const first = g[0]!;
  if (g.every((x) => x === 0)) return 'the unspecified address';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'a loopback address';
  if ((first & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((first & 0xfe00) === 0xfc00) return 'a unique-local (private) address';
  // IPv4-mapped (::ffff:a.b.c.d) addresses are judged by the IPv4 rules.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return ipv4Reason(g[6]! * 65536 + g[7]!);
  }
  return null;
}

function ipv4Reason(ip: number): string | null {
  return BLOCKED_IPV4.some((c) => contains(c, ip))
    ? 'a loopback, private, link-local, shared, multicast or reserved address'
    : null;
}

export function webhookUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url is not a valid absolute URL';
  }
  if (url.protocol !== 'https:') return 'url must use https';
  // user@host and user:pass@host (even an empty user, `https://:pass@host/`): credentials in the
  // URL would be stored and shown with the endpoint; deliveries are authenticated by signature.
  if (url.username !== '' || url.password !== '')
    return 'The URL must not contain a user name or password.';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return 'url has no host';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'url host is localhost';
  if (host.startsWith('[')) {
    const groups = parseIpv6(host.slice(1, -1));
    const reason = groups ? ipv6Reason(groups) : 'an invalid IPv6 literal';
    return reason ? `url host is ${reason}` : null;
  }
  const v4 = parseIpv4(host);
  if (v4 !== null) {
    const reason = ipv4Reason(v4);
    return reason ? `url host is ${reason}` : null;
  }
  return null;
}

/** Lower-cased host of a URL already accepted by the guard (for the 3-per-host bound). */
export const urlHost = (raw: string): string =>
  new URL(raw).hostname.toLowerCase().replace(/\.$/, '');
