import { t } from '@lingui/core/macro';

/**
 * Checks a VPC's IP range before it is sent: an IPv4 CIDR, prefix /16 to /28, inside private space
 * (10/8, 172.16/12, 192.168/16), no host bits set, not overlapping the account's other VPCs in
 * the region. The server checks the same and stays the judge (409 cidr_overlap).
 */
export interface Cidr {
  base: number;
  prefix: number;
}

const PRIVATE: Cidr[] = [
  { base: 0x0a000000, prefix: 8 },
  { base: 0xac100000, prefix: 12 },
  { base: 0xc0a80000, prefix: 16 },
];

export function parseCidr(text: string): Cidr | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const parts = match.slice(1, 5) as string[];
  // Leading zeros read as octal in some tools: refuse them rather than guess.
  if (parts.some((part) => part.length > 1 && part.startsWith('0'))) return undefined;
  const octets = parts.map(Number);
  const prefix = Number(match[5]);
  if (octets.some((octet) => octet > 255) || prefix > 32) return undefined;
  return { base: octets.reduce((sum, octet) => sum * 256 + octet, 0), prefix };
}

const size = (cidr: Cidr) => 2 ** (32 - cidr.prefix);
const start = (cidr: Cidr) => cidr.base - (cidr.base % size(cidr));

export function formatIp(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

export function within(inner: Cidr, outer: Cidr): boolean {
  return (
    inner.prefix >= outer.prefix &&
    start({ base: inner.base, prefix: outer.prefix }) === start(outer)
  );
}

export function overlaps(a: Cidr, b: Cidr): boolean {
  const wider = a.prefix <= b.prefix ? a : b;
  const narrower = wider === a ? b : a;
  return within(narrower, wider);
}

/** Words for the first problem with `text`, or undefined when it can be sent. */
export function vpcRangeError(
  text: string,
  others: Array<{ name: string; ipRange: string }>,
): string | undefined {
  if (!text.trim()) return t`Enter a range, for example 10.20.0.0/16.`;
  const cidr = parseCidr(text);
  if (!cidr) return t`Write it as an IPv4 CIDR, for example 10.20.0.0/16.`;
  if (cidr.prefix < 16 || cidr.prefix > 28) return t`The prefix must be from /16 to /28.`;
  if (!PRIVATE.some((space) => within(cidr, space)))
    return t`Use a private range: inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16.`;
  const suggestion = `${formatIp(start(cidr))}/${cidr.prefix}`;
  if (cidr.base !== start(cidr))
    return t`The address has host bits set; did you mean ${suggestion}?`;
  const clash = others.find((other) => {
    const range = parseCidr(other.ipRange);
    return range !== undefined && overlaps(range, cidr);
  });
  if (clash) {
    const { ipRange, name } = clash;
    return t`Overlaps ${ipRange} of VPC ${name} in this region.`;
  }
  return undefined;
}
