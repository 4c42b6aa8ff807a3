import { getRuntimeConfig, resolveBaseUrl, type RuntimeConfig } from './config';
import { sessionBaseUrl } from './client';

function isHttp(url: string | undefined): boolean {
  try {
    return !!url && ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The service's written guide and its API reference (spec: `/docs` and `/docs/api` on the service's
 * own address). `docsUrl` from config.json wins; otherwise the guide is derived from an API base on
 * another origin. Behind the same-origin proxy the console cannot know the service's address, so
 * there is no link rather than one to a page this host does not serve.
 */
export function serviceDocs(
  config: Pick<RuntimeConfig, 'docsUrl'>,
  baseUrl: string,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): { guide: string; api: string } | null {
  // Only an http(s) address is a link (a hand-edited `javascript:` must never become one).
  let guide = isHttp(config.docsUrl) ? config.docsUrl!.replace(/\/+$/, '') : undefined;
  if (!guide) {
    const base = new URL(resolveBaseUrl(baseUrl, origin));
    if (base.origin === new URL(origin).origin) return null;
    guide = `${base
      .toString()
      .replace(/\/+$/, '')
      .replace(/\/api\/v1$/, '')}/docs`;
  }
  return { guide, api: `${guide}/api` };
}

/** The docs links for the address this console talks to now. */
export function currentServiceDocs(): { guide: string; api: string } | null {
  const config = getRuntimeConfig();
  return serviceDocs(config, sessionBaseUrl());
}
