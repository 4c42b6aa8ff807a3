// IPv4 parsing and CIDR arithmetic (strict dotted quads only).

export interface Cidr {
  base: number; // network address as an unsigned 32-bit integer
  prefix: number;
}

// The same strict parser the webhook guard uses, so the two can never read an address differently.
import { parseDottedQuad } from '../../src/features/webhooks/url-rules/webhook-host';

export const parseIpv4 = parseDottedQuad;

export const formatIpv4 = (n: number): string =>
  [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

const mask = (prefix: number): number => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);

export function parseCidr(s: string): Cidr | null {
  const m = /^([^/]+)\/([0-9]{1,2})$/.exec(s);
  if (!m) return null;
  const ip = parseIpv4(m[1]!);
  const prefix = Number(m[2]);
  if (ip === null || prefix > 32) return null;
  return { base: ip, prefix };
}

export const hostBitsSet = (c: Cidr): boolean => (c.base & ~mask(c.prefix)) >>> 0 !== 0;

export function contains(outer: Cidr, ip: number): boolean {
  return (ip & mask(outer.prefix)) >>> 0 === (outer.base & mask(outer.prefix)) >>> 0;
}

/** True when `inner` lies wholly inside `outer`. */
export const within = (inner: Cidr, outer: Cidr): boolean =>
  inner.prefix >= outer.prefix && contains(outer, inner.base);

export function overlaps(a: Cidr, b: Cidr): boolean {
  const p = Math.min(a.prefix, b.prefix);
  return (a.base & mask(p)) >>> 0 === (b.base & mask(p)) >>> 0;
}

const cidr = (s: string): Cidr => parseCidr(s)!;

/** RFC 1918 space, where VPC ranges must lie. */
export const PRIVATE_VPC_SPACE: readonly Cidr[] = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
].map(cidr);
