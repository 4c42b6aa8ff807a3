import type { QueryKey } from '@tanstack/react-query';
import type { AnyApiCall } from '@/api/api-call';

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
