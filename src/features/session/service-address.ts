import { t } from '@lingui/core/macro';
import { resolveBaseUrl } from '@/api/config';

export type ServiceAddress = { url: string; problem?: never } | { url?: never; problem: string };

/**
 * Where a key typed on the connect screen would be sent, or why it may not go there. Only https,
 * or this console's own origin (the reverse proxy), may receive a key: over plain http to another
 * host it would cross the network readable by anyone on the way.
 */
export function serviceAddress(
  typed: string,
  fallback: string,
  origin: string = location.origin,
): ServiceAddress {
  const text = typed.trim() || fallback;
  let url: URL;
  try {
    url = new URL(resolveBaseUrl(text, origin));
  } catch {
    return {
      problem: t`This is not an address; write it as https://host/api/v1, or a path such as /api/v1.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: t`Use an https:// address.` };
  if (url.username || url.password)
    return { problem: t`The address must not hold a user name or password.` };
  if (url.search || url.hash)
    return { problem: t`The address must not hold a query (?…) or a fragment (#…).` };
  if (url.protocol === 'http:' && url.origin !== origin) {
    const host = url.host;
    return {
      problem: t`Use an https:// address: over http:// the key would cross the network unencrypted to ${host}.`,
    };
  }
  return { url: url.toString().replace(/\/+$/, '') };
}
