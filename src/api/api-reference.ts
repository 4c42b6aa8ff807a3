import { getRuntimeConfig, type RuntimeConfig } from './config';
import { serviceDocs } from './service-docs';

/**
 * Where one operation is described in the service's API reference (`/docs/api` on the service's
 * own address, from `serviceDocs`: config.json's `docsUrl`, or derived from an API base on another
 * origin). Null where the console cannot know that address (behind the same-origin proxy with no
 * `docsUrl`): no link rather than one to a page this host does not serve.
 */
export function operationReferenceUrl(
  operationId: string,
  baseUrl: string,
  config: RuntimeConfig = getRuntimeConfig(),
): string | null {
  const docs = serviceDocs(config, baseUrl);
  return docs ? `${docs.api}#operation/${encodeURIComponent(operationId)}` : null;
}
