// The outbound-URL guard for webhook endpoints. Returns null when the URL may be saved, else why not.
// The mock does not resolve DNS: names are checked as written (the real service re-checks the
// resolved address at each delivery). Which hosts are refused (localhost, and IPv4 and IPv6
// literals in any special-purpose block of IANA's registries, the IPv6 forms that carry an IPv4
// address among them) is decided by the one implementation and list the console's form uses too,
// so the two cannot drift apart.
import { webhookHostProblem } from '../../src/features/webhooks/url-rules/webhook-host';
import { charactersOutsideUri } from '../../src/features/webhooks/url-rules/uri-characters';

export function webhookUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url is not a valid absolute URL';
  }
  if (url.protocol !== 'https:') return 'url must use https';
  // The contract's `format: uri`: what the service keeps and sends back must be a URI as written.
  const outside = charactersOutsideUri(raw);
  if (outside.length > 0)
    return `url holds characters a URI cannot carry unencoded: ${outside.join(' ')}`;
  // user@host and user:pass@host (even an empty user, `https://:pass@host/`): credentials in the
  // URL would be stored and shown with the endpoint; deliveries are authenticated by signature.
  if (url.username !== '' || url.password !== '')
    return 'The URL must not contain a user name or password.';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return 'url has no host';
  const problem = webhookHostProblem(host);
  if (!problem) return null;
  if (problem.kind === 'localhost') return 'url host is localhost';
  if (problem.kind === 'invalid-ipv6') return 'url host is an invalid IPv6 literal';
  return `url host is ${problem.why}`;
}

/** Lower-cased host of a URL already accepted by the guard (for the 3-per-host bound). */
export const urlHost = (raw: string): string =>
  new URL(raw).hostname.toLowerCase().replace(/\.$/, '');
