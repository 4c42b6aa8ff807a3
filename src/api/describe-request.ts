/**
 * Turns an ApiCall into the exact HTTP request the client sends for it: method, absolute URL
 * (path and query serialised by openapi-fetch's own functions, as the client does) and the JSON
 * body text. It never sees the API key: the snippets put a placeholder where it goes.
 */
import {
  createFinalURL,
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
} from 'openapi-fetch';
import type { AnyApiCall } from './api-call';
import { resolveBaseUrl } from './config';
import { OPERATION_IDS } from './operation-ids.gen';

export interface RequestDescription {
  method: string;
  url: string;
  /** The JSON text sent as the body, or undefined for none. */
  body: string | undefined;
  /** Header parameters the call sends (the explorer's, from the document), by name; the key is never one. */
  headers: Array<[string, string]>;
  operationId: string | undefined;
  /** For paginated lists: the URL without limit and offset, for an "all pages" loop. */
  pagesUrl: string | undefined;
}

const querySerializer = createQuerySerializer();

function finalUrl(
  call: AnyApiCall,
  baseUrl: string,
  query: Record<string, unknown> | undefined,
): string {
  // As the browser sends it: normalised ("/a/../b" is "/b"), so what is shown is what goes out.
  return normalised(
    createFinalURL(call.path, {
      baseUrl: resolveBaseUrl(baseUrl),
      params: { path: call.init?.params?.path, query },
      querySerializer,
      pathSerializer: defaultPathSerializer,
    }),
  );
}

function normalised(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

export function describeRequest(call: AnyApiCall, baseUrl: string): RequestDescription {
  const method = call.method.toUpperCase();
  const query = call.init?.params?.query;
  const body = call.init?.body;
  let pagesUrl: string | undefined;
  if (query && typeof query.offset === 'number') {
    const { limit: _limit, offset: _offset, ...filters } = query;
    pagesUrl = finalUrl(call, baseUrl, filters);
  }
  return {
    method,
    url: finalUrl(call, baseUrl, query),
    body: body === undefined ? undefined : defaultBodySerializer(body),
    headers: Object.entries(
      (call.init?.params as { header?: Record<string, unknown> } | undefined)?.header ?? {},
    ).map(([name, value]) => [name, String(value)]),
    operationId: OPERATION_IDS[`${method} ${call.path}`],
    pagesUrl,
  };
}
