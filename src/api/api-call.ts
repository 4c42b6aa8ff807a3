/**
 * One API call as data: method, path template and the openapi-fetch init (params, body), typed by
 * the contract exactly like `api.GET(path, init)`. A page builds the call once and both sends it
 * (`send`) and shows it ("Show the request", `describeRequest`), so what the console shows is what
 * it sends.
 *
 *   export const volumeCall = (id: string) => apiCall('get', '/volumes/{id}', { params: { path: { id } } });
 *   export const volumeQuery = (id: string) => callQuery(volumeCall(id)); // cache/call-query.ts
 *   <PageHeader request={volumeCall(id)} … />
 */
import type { Client, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { api, unwrap } from './client';
import type { paths } from './schema.gen';

export interface ApiCall<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  I = unknown,
> {
  readonly method: M;
  readonly path: P;
  readonly init: I;
}

/** What "Show the request" reads from any call, whatever its path. */
export interface AnyApiCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly init:
    | {
        params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
        body?: unknown;
      }
    | undefined;
}

// The init is optional exactly when openapi-fetch's is (no required path params or body).
type InitArgs<I> = RequiredKeysOf<I> extends never ? [init?: I] : [init: I];

export function apiCall<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(method: M, path: P, ...[init]: InitArgs<I>): NoInfer<ApiCall<M, P, I>> {
  return { method, path, init: init as I };
}

type Data<M extends HttpMethod, P extends PathsWithMethod<paths, M>, I> = MethodResponse<
  Client<paths>,
  M,
  P,
  I
>;

export interface SendOptions {
  signal?: AbortSignal | undefined;
  /** Extra headers such as BACKGROUND (never shown: they are the console's own, not the API's). */
  headers?: Record<string, string> | undefined;
  /** Another key's client (`clientForKey`): a key checked before it becomes the session's. */
  client?: Client<paths> | undefined;
}

/** Sends the call through the one client; resolves to the body or throws ApiError (see unwrap). */
export function send<
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(call: ApiCall<M, P, I>, options: SendOptions = {}): Promise<Data<M, P, I>> {
  // openapi-fetch's generic request() cannot be re-instantiated from our generics; the call was
  // type-checked when it was built by apiCall().
  const request = (options.client ?? api).request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: Data<M, P, I>; error?: unknown; response: Response }>;
  const init = { ...(call.init ?? {}), signal: options.signal, headers: options.headers };
  // A failure says which request it answers, as every error view may need to name it: a 404 from a
  // collection route means the service no longer offers the route (describe-error.ts).
  return unwrap(request(call.method, call.path, init)).catch((error: { call?: AnyApiCall }) => {
    error.call = call;
    throw error;
  });
}
