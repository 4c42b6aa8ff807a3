/**
 * Where the service's OpenAPI document is, and how it is read. config.json's `openapiUrl` names
 * it; by default it is `<API base>/openapi.json`, an assumed address (the spec shows only that
 * `/docs/api` renders it, docs/explorer.md), which the nginx recipe's `/api/` location proxies.
 *
 * A document under the API base is read through the console's one client, so with the session's
 * key and through the rate governor (the service counts the request). A document anywhere else is
 * read without the key and without cookies (still paced by the governor): the key goes to the API
 * alone.
 */
import { t } from '@lingui/core/macro';
import { api, sessionBaseUrl } from '@/api/client';
import { getRuntimeConfig, resolveBaseUrl } from '@/api/config';
import { ApiError, toApiError } from '@/api/errors';
import { governedFetch } from '@/api/governor/rate-governor';

export interface DocumentSource {
  /** Absolute address of the document. */
  url: string;
  /** The path to ask the API client for, when the document lives under the API base. */
  apiPath: string | undefined;
  /** True when config.json named it; false for the assumed default. */
  configured: boolean;
}

/** A path on the console's own origin ('/api/v1/openapi.json'), or an absolute http(s) address. */
export function usableAddress(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (!text) return undefined;
  if (/^\/(?![/\\])/.test(text) && ![...text].some((c) => c.charCodeAt(0) <= 32)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function documentSource(
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): DocumentSource {
  const base = resolveBaseUrl(sessionBaseUrl(), origin);
  const configured = usableAddress(getRuntimeConfig().openapiUrl);
  const url = configured ? new URL(configured, `${origin}/`).toString() : `${base}/openapi.json`;
  const apiPath = url.startsWith(`${base}/`) ? url.slice(base.length) : undefined;
  return { url, apiPath, configured: Boolean(configured) };
}

/** The document's text; throws ApiError for a refusal or no answer, as every read does. */
export async function fetchDocumentText(
  source: DocumentSource,
  signal?: AbortSignal,
): Promise<string> {
  if (source.apiPath) {
    const request = api.request as unknown as (
      method: string,
      path: string,
      init: object,
    ) => Promise<{ data?: string; error?: unknown; response: Response }>;
    const { data, error, response } = await request('get', source.apiPath, {
      parseAs: 'text',
      signal,
    });
    if (!response.ok) throw toApiError(response, error);
    return data ?? '';
  }
  let response: Response;
  try {
    // Still through the governor (a document on the service's host counts against its budget),
    // but not through the client: no key, no cookie.
    response = await governedFetch(
      new Request(source.url, {
        credentials: 'omit',
        signal: signal ?? null,
        headers: { accept: 'application/json' },
      }),
    );
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const url = source.url;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: t`The document at ${url} could not be reached.`,
    });
  }
  if (!response.ok) {
    const url = source.url;
    const status = response.status;
    throw new ApiError({
      status,
      code: 'document_unavailable',
      message: t`The document at ${url} answered ${status}.`,
    });
  }
  return response.text();
}
