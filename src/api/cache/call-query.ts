/**
 * A read described once: the call (apiCall) is both the request and its cache key. The key is the
 * path template, then the parameters the call sends (path and query, defined values only, in a
 * stable order), so two pages that send the same request share one cache entry, and the cache is
 * invalidated by path, never by a hand-kept key.
 *
 *   export const volumesQuery = callQuery(volumesCall);
 *   queryClient.invalidateQueries({ queryKey: pathKey('/volumes') }); // every read of the list
 *   queryClient.invalidateQueries(underPath('/webhooks/endpoints'));  // the list, each one, their deliveries
 *
 * The keys themselves are in call-key.ts (the first view reads them; the rest loads with the pages).
 */
import { queryOptions, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { callKey } from './call-key';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import { send, type AnyApiCall, type ApiCall, type SendOptions } from '@/api/api-call';
import type { paths } from '@/api/schema.gen';

/** A path of the contract, as its template ('/instances/{id}'). */
export type ApiPath = keyof paths & string;

/** Query options for a read: the key derived from the call, the call itself sent. */
export function callQuery<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(call: ApiCall<M, P, I>, options: Omit<SendOptions, 'signal'> = {}) {
  return queryOptions({
    queryKey: callKey(call),
    queryFn: ({ signal }) => send(call, { ...options, signal }),
  });
}

/** Every cached read of one path: `pathKey('/tickets')` holds each page of the list, never '/tickets/{id}'. */
export const pathKey = (path: ApiPath): QueryKey => [path];

/** Every cached read of a path and of the paths below it (a resource, each one, what hangs off each). */
export function underPath(path: ApiPath): QueryFilters {
  return {
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' &&
      (query.queryKey[0] === path || query.queryKey[0].startsWith(`${path}/`)),
  };
}

/** A call, or a key made from one (itemsKey): what the cache helpers take. */
export type CachedRead = AnyApiCall | QueryKey;

/** The key of a cached read, whether given as the call or as its key. */
export const readKey = (read: CachedRead): QueryKey =>
  Array.isArray(read) ? read : callKey(read as AnyApiCall);
