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
import {
  queryOptions,
  type QueryClient,
  type QueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import { send, type AnyApiCall, type ApiCall, type SendOptions } from '@/api/api-call';
import type { paths } from '@/api/schema.gen';
import { readsMayWait } from '@/api/governor/rate-governor';

/** A path of the contract, as its template ('/instances/{id}'). */
export type ApiPath = keyof paths & string;

/**
 * The cache key of a read: its path template, then what it sends (path and query parameters).
 * Query's key hash sorts an object's keys and leaves out undefined values, so the same request is
 * the same entry whatever order its parameters were written in.
 */
export function callKey(call: AnyApiCall): QueryKey {
  const params = call.init?.params;
  return params?.path || params?.query
    ? [call.path, { path: params.path, query: params.query }]
    : [call.path];
}

/**
 * The key of a read kept as its answer's `items` (the list alone, as the pages show it): the call's
 * key and 'items', so it is invalidated with the call's path like every other read of it.
 */
export const itemsKey = (call: AnyApiCall): QueryKey => [...callKey(call), 'items'];

/**
 * How a read is sent, beyond its call: another key's client, and headers that may depend on the
 * fetch (a poll marks itself BACKGROUND unless a person asked for it: `personAsked(queryKey)`).
 * The query's abort signal is passed on to a read that may wait for the budget (readSignal).
 */
export interface ReadOptions {
  client?: SendOptions['client'];
  headers?:
    | SendOptions['headers']
    | ((fetch: { client: QueryClient; queryKey: QueryKey }) => SendOptions['headers']);
}

/**
 * The query's abort signal, only for a read that may wait in the request governor's queue.
 * Reading `signal` tells React Query to cancel the read when the last component using it
 * unmounts, and a component mounting again then sends it a second time. For a read already sent
 * that saves nothing and costs a request: the overview's tiles, mounted while the loader's reads
 * were on their way, sent each one twice in development, where React mounts every component,
 * unmounts it and mounts it again (StrictMode), and would in any remount before the answers. A
 * read that waits for the budget keeps the signal, so a page left meanwhile never sends it.
 */
function readSignal(fetch: { signal: AbortSignal }): AbortSignal | undefined {
  return readsMayWait() ? fetch.signal : undefined;
}

function sendOptions(
  options: ReadOptions,
  fetch: { client: QueryClient; queryKey: QueryKey; signal: AbortSignal },
): SendOptions {
  const headers = typeof options.headers === 'function' ? options.headers(fetch) : options.headers;
  return { client: options.client, headers, signal: readSignal(fetch) };
}

/** Query options for a read: the key derived from the call, the call itself sent. */
export function callQuery<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(call: ApiCall<M, P, I>, options: ReadOptions = {}) {
  return queryOptions({
    queryKey: callKey(call),
    queryFn: (fetch) => send(call, sendOptions(options, fetch)),
  });
}

type Items<T> = T extends { items: infer U } ? U : never;

/** Query options for a list read kept as its `items` (itemsKey), as the pages show it. */
export function callItemsQuery<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(call: ApiCall<M, P, I>, options: ReadOptions = {}) {
  return queryOptions({
    queryKey: itemsKey(call),
    queryFn: async (fetch) => {
      const answer = await send(call, sendOptions(options, fetch));
      // Only list calls come here; their answers carry `items` (the contract's list envelope).
      return (answer as unknown as { items: Items<typeof answer> }).items;
    },
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
