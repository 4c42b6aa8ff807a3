/**
 * The webhook URL rules of the service (spec section 6), applied before anything is sent so a
 * refused URL costs no request. The service checks names as written; it re-checks the resolved
 * address at each delivery, which a browser cannot do, so a DNS name is accepted here.
 * Address literals are judged after `new URL()` has normalised them: decimal, hex and octal IPv4
 * forms (`2130706433`, `0x7f.1`, `0177.0.0.1`) all become dotted quads first. Which hosts are
 * refused is decided in webhook-host.ts, shared with the mock service.
 */
import { webhookHostProblem } from './webhook-host';

export const MAX_URL_LENGTH = 2048;

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
  const problem = webhookHostProblem(host);
  if (!problem) return null;
  if (problem.kind === 'localhost') return `The host ${host} is this machine; ${PUBLIC}.`;
  if (problem.kind === 'invalid-ipv6') return `The host ${host} is not a valid IPv6 address.`;
  return `The host ${host} is ${problem.why}; ${PUBLIC}.`;
}
