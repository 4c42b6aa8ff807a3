import { docsUrl, getRuntimeConfig, type RuntimeConfig } from './config';

function isHttp(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where one operation is described in the service's API reference. The reference is `/api` under
 * the written guide: `docsUrl` from config.json when it is an http(s) address, else `/docs` beside
 * the API's `/api/v1` (spec sections 1 and 9). The one place to change if the reference moves.
 */
export function operationReferenceUrl(operationId: string, baseUrl: string, config: RuntimeConfig = getRuntimeConfig()): string {
  const configured = config.docsUrl?.trim();
  const guide = (configured && isHttp(configured) ? configured : docsUrl(baseUrl)).replace(/\/+$/, '');
  return `${guide}/api#operation/${encodeURIComponent(operationId)}`;
}
