/**
 * A read described once: the call (apiCall) is both the request and its cache key. The key is the
 * path template, then the parameters the call sends (path and query, defined values only, in a
 * stable order), so two pages that send the same request share one cache entry, and the cache is
 * invalidated by path, never by a hand-kept key.
 *
 *   export const volumesQuery = callQuery(volumesCall);
 *   queryClient.invalidateQueries({ queryKey: pathKey('/volumes') }); // every read of the list
 *   queryClient.invalidateQueries(underPath('/webhooks/endpoints'));  // the list, each one, their deliveries
 */
import { queryOptions, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import { send, type AnyApiCall, type ApiCall, type SendOptions } from './api-call';
import type { paths } from './schema.gen';

/** A path of the contract, as its template ('/instances/{id}'). */
export type ApiPath = keyof paths & string;

/** Only the defined values, in a stable order; undefined when none is left. */
function defined(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!values) return undefined;
  const entries = Object.keys(values)
    .sort()
    .filter((key) => values[key] !== undefined)
    .map((key) => [key, values[key]] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The cache key of a read: its path template, then what it sends (path and query parameters). */
export function callKey(call: AnyApiCall): QueryKey {
  const path = defined(call.init?.params?.path);
  const query = defined(call.init?.params?.query);
  if (!path && !query) return [call.path];
  return [call.path, { ...(path ? { path } : {}), ...(query ? { query } : {}) }];
}

/** Query options for a read: the key derived from the call, the call itself sent. */
export function callQuery<M extends HttpMethod, P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  call: ApiCall<M, P, I>,
  options: Omit<SendOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: callKey(call),
    queryFn: ({ signal }) => send(call, { ...options, signal }),
  });
}

/** Every cached read of one path: `pathKey('/tickets')` holds each page of the list, never '/tickets/{id}'. */
export const pathKey = (path: ApiPath): QueryKey => [path];

/** Every cached read of a path and of the paths below it (a resource, each one, what hangs off each). */
export function underPath(path: ApiPath): QueryFilters {
  return { predicate: (query) => typeof query.queryKey[0] === 'string' && (query.queryKey[0] === path || query.queryKey[0].startsWith(`${path}/`)) };
}

/**
 * The key of a read kept as its answer's `items` (the list alone, as the pages show it): the call's
 * key and 'items', so it is invalidated with the call's path like every other read of it.
 */
export const itemsKey = (call: AnyApiCall): QueryKey => [...callKey(call), 'items'];

/** A call, or a key made from one (itemsKey): what the cache helpers take. */
export type CachedRead = AnyApiCall | QueryKey;

/** The key of a cached read, whether given as the call or as its key. */
export const readKey = (read: CachedRead): QueryKey => (Array.isArray(read) ? read : callKey(read as AnyApiCall));
