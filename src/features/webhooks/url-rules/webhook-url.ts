/**
 * The webhook URL rules of the service (spec section 6), applied before anything is sent so a
 * refused URL costs no request. The service checks names as written; it re-checks the resolved
 * address at each delivery, which a browser cannot do, so a DNS name is accepted here.
 * Address literals are judged after `new URL()` has normalised them: decimal, hex and octal IPv4
 * forms (`2130706433`, `0x7f.1`, `0177.0.0.1`) all become dotted quads first. Which hosts are
 * refused is decided in webhook-host.ts, shared with the mock service.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { webhookHostProblem, type Named, type Refusal } from './webhook-host';
import { charactersOutsideUri } from './uri-characters';

export const MAX_URL_LENGTH = 2048;

/** The host as the service compares it for the 3-per-host bound: lower-case, no trailing dot, no port. */
export function webhookUrlHost(raw: string): string | null {
  try {
    return new URL(raw.trim()).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * The refused blocks' words (webhook-host.ts names them in English, as the mock service answers),
 * in the chosen language. A block missing here is shown in English (src/test/webhook-url.test.ts checks none is).
 */
export const BLOCK_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'a “this network” address': msg`a “this network” address`,
  'a private address': msg`a private address`,
  'a shared (carrier-grade NAT) address': msg`a shared (carrier-grade NAT) address`,
  'a loopback address': msg`a loopback address`,
  'a link-local address': msg`a link-local address`,
  'an IETF protocol assignment': msg`an IETF protocol assignment`,
  'a documentation address (TEST-NET-1)': msg`a documentation address (TEST-NET-1)`,
  'a documentation address (TEST-NET-2)': msg`a documentation address (TEST-NET-2)`,
  'a documentation address (TEST-NET-3)': msg`a documentation address (TEST-NET-3)`,
  'a documentation address': msg`a documentation address`,
  'an AS112 DNS address': msg`an AS112 DNS address`,
  'an AS112 DNS address (direct delegation)': msg`an AS112 DNS address (direct delegation)`,
  'an AMT relay address': msg`an AMT relay address`,
  'an AMT address': msg`an AMT address`,
  'a deprecated 6to4 relay anycast address': msg`a deprecated 6to4 relay anycast address`,
  'a benchmarking address': msg`a benchmarking address`,
  'a multicast address': msg`a multicast address`,
  'a reserved address': msg`a reserved address`,
  'the limited broadcast address': msg`the limited broadcast address`,
  'the unspecified address': msg`the unspecified address`,
  'the loopback address': msg`the loopback address`,
  'an IPv4-mapped address': msg`an IPv4-mapped address`,
  'an IPv4-translated address': msg`an IPv4-translated address`,
  'an IPv4-compatible address': msg`an IPv4-compatible address`,
  'a NAT64 address': msg`a NAT64 address`,
  'a local-use NAT64 address': msg`a local-use NAT64 address`,
  'a 6to4 address': msg`a 6to4 address`,
  'a Teredo address': msg`a Teredo address`,
  'a discard-only address': msg`a discard-only address`,
  'a dummy address': msg`a dummy address`,
  'the Port Control Protocol anycast address': msg`the Port Control Protocol anycast address`,
  'the TURN anycast address': msg`the TURN anycast address`,
  'the DNS-SD service registration anycast address': msg`the DNS-SD service registration anycast address`,
  'a deprecated ORCHID address': msg`a deprecated ORCHID address`,
  'an ORCHIDv2 address': msg`an ORCHIDv2 address`,
  'a drone remote ID (DET) address': msg`a drone remote ID (DET) address`,
  'a segment routing (SRv6) address': msg`a segment routing (SRv6) address`,
  'a unique-local (private) address': msg`a unique-local (private) address`,
  'a deprecated site-local address': msg`a deprecated site-local address`,
};

/** "a private address (10.0.0.0/8)", in the chosen language. */
function blockWords({ what, range }: Named): string {
  const words = BLOCK_WORDS[what];
  const shown = words ? i18n._(words) : what;
  return `${shown} (${range})`;
}

/** Why the host is refused, as one sentence per kind of refusal (the parts' order differs by language). */
function refusedHost(host: string, refusal: Refusal): string {
  switch (refusal.kind) {
    case 'range': {
      const block = blockWords(refusal.block);
      return t`The host ${host} is ${block}; the endpoint must answer on a public address.`;
    }
    case 'carries': {
      const form = blockWords(refusal.form);
      const ip = refusal.ip;
      const block = blockWords(refusal.block);
      return t`The host ${host} is ${form} for ${ip}, which is ${block}; the endpoint must answer on a public address.`;
    }
    case 'stands-for': {
      const form = blockWords(refusal.form);
      const ip = refusal.ip;
      return t`The host ${host} is ${form} standing for ${ip} (write that IPv4 address itself); the endpoint must answer on a public address.`;
    }
    case 'outside-unicast':
      return t`The host ${host} is outside the global unicast space (2000::/3); the endpoint must answer on a public address.`;
  }
}

/** Why the service would refuse this endpoint URL, in words; null when it may be saved. */
export function webhookUrlProblem(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return t`Enter the URL of the endpoint.`;
  if (text.length > MAX_URL_LENGTH) {
    const most = formatNumber(MAX_URL_LENGTH);
    return t`The URL is longer than ${most} characters.`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return t`This is not a complete URL; write it as https://host/path.`;
  }
  if (url.protocol !== 'https:') {
    const scheme = url.protocol;
    return t`The URL must use https:// (not ${scheme}//): deliveries are sent over HTTPS only.`;
  }
  const outside = charactersOutsideUri(text);
  if (outside.length > 0) {
    const characters = outside.map((c) => (c === ' ' ? t`space` : c)).join(' ');
    const encoded = url.href;
    return t`The URL holds characters a URL cannot carry as they are (${characters}); write them percent-encoded: ${encoded}`;
  }
  if (url.username !== '' || url.password !== '') {
    return t`The URL must not carry a user name or password (user:pass@host); authenticate deliveries by their signature.`;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return t`The URL has no host.`;
  const problem = webhookHostProblem(host);
  if (!problem) return null;
  if (problem.kind === 'localhost')
    return t`The host ${host} is this machine; the endpoint must answer on a public address.`;
  if (problem.kind === 'invalid-ipv6') return t`The host ${host} is not a valid IPv6 address.`;
  return refusedHost(host, problem.refusal);
}
