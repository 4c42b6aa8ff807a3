import { t } from '@lingui/core/macro';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { ApiError, OUTCOME_UNKNOWN, networkError, toApiError } from './errors';
import { getRuntimeConfig, resolveBaseUrl } from './config';
import { getSession, sessionEndedElsewhere } from './session/session';
import { signInEnded, signInRequiredError } from './session/sso-session';
import { governedFetch } from './governor/rate-governor';
import { PRIORITY_HEADER } from './governor/classes';

/** Marks a request as background work (polling, prefetch, export) for the governor. Never sent. */
export { PRIORITY_HEADER };

export interface ClientOptions {
  /** The bearer key for each request; undefined sends none. */
  getToken: () => string | undefined;
  /** Base URL ending in /api/v1, absolute or relative to the page. */
  getBaseUrl: () => string;
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Proxy mode (a team's SSO front holds the session): a 401 the front sent, not the service, is
   * turned into one `sign_in_required` error and reported to sso-session.ts.
   */
  isProxy?: () => boolean;
  /**
   * Whether there is a session to send with: when it says no (signed out), nothing is sent. A
   * page still mounted while the console leaves for the connect screen would otherwise send its
   * reads again without a key (audit F3: 17 × 401 from three tabs at a sign-out).
   */
  hasSession?: () => boolean;
  /** Called with every 401, for example to sign out with the reason. */
  onUnauthorized?: (error: ApiError) => void;
  /** Sees each response's x-ratelimit-limit (the governor learns route limits from it). */
  onRateLimitHeader?: (request: Request, limit: number) => void;
}

function isWrite(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

function outcomeUnknown(status: number): ApiError {
  return new ApiError({
    status,
    code: OUTCOME_UNKNOWN,
    message: t`A gateway between the console and the service answered ${status} before the service did. The change may or may not have been made.`,
  });
}

let readsAfter = '';

/**
 * The latest event of the team proxy's live stream: reads name it, so the proxy's shared copy from
 * before it is not taken for theirs (deploy/team/nginx.conf). Set in team mode only.
 */
export function setReadsAfter(eventId: string): void {
  readsAfter = eventId;
}

// openapi-fetch needs a base at creation; the real one is read per request so a reconnect to
// another base URL needs no new client.
const PLACEHOLDER = 'http://api.invalid/api/v1';

export function createApiClient(options: ClientOptions): Client<paths> {
  const fetchRequest = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: PLACEHOLDER,
    fetch: async (input: Request) => {
      // Its words are describeError's, as the refusal below (a page still mounted seldom shows it).
      if (options.hasSession?.() === false)
        throw new ApiError({ status: 0, code: 'signed_out', message: '' });
      const base = resolveBaseUrl(options.getBaseUrl());
      // The address from its parts: the session's base and the path and query that follow
      // "<placeholder>/" in the URL openapi-fetch built, as the browser already normalised it. A path
      // the normalising took out of the base ("/../x", "/%2e%2e/x" resolve above it), or one glued to
      // the base without a "/" (".evil.example/x" after a host-only base), does not start so and is
      // refused. Its words are describeError's (a chunk of its own), not the first load's.
      if (!input.url.startsWith(`${PLACEHOLDER}/`))
        throw new ApiError({ status: 0, code: 'outside_api', message: '' });
      const url = base + input.url.slice(PLACEHOLDER.length);
      const headers = new Headers(input.headers);
      const token = options.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (readsAfter) headers.set('X-Console-After', readsAfter);
      // The body is read into memory rather than passed on as input.body: a ReadableStream body
      // is a streaming upload, which Chrome refuses over HTTP/1.1 and Firefox and Safari do not
      // support (Firefox has no Request.body at all, so the body would silently be dropped).
      const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
      const body = hasBody ? await input.arrayBuffer() : undefined;
      const request = new Request(url, {
        method: input.method,
        headers,
        signal: input.signal,
        body: body && body.byteLength > 0 ? body : undefined,
      });
      let response: Response;
      try {
        response = await fetchRequest(request);
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        // An abort is the caller's own doing (whatever reason it gave), never a network failure.
        if (
          request.signal.aborted ||
          (cause instanceof DOMException && cause.name === 'AbortError')
        )
          throw cause;
        throw networkError(request.method, cause);
      }
      // Nothing reached the service: say so, whatever the method (a write is safe to send again).
      if (options.isProxy?.() && signInEnded(response)) throw signInRequiredError();
      const limit = Number(response.headers.get('x-ratelimit-limit'));
      if (Number.isFinite(limit) && limit > 0) options.onRateLimitHeader?.(request, limit);
      if (
        options.isProxy?.() &&
        request.method === 'GET' &&
        response.headers.has('x-console-cache')
      ) {
        // Loaded behind a team's proxy only: a shared copy it could not read is asked for again.
        response = await (
          await import('./session/proxy-shared-copy')
        ).readableAnswer(request, response, fetchRequest);
      }
      // Behind a team's proxy, a write that succeeded is announced to the office's open consoles
      // with the receipt the proxy signed (live/announce.ts).
      const receipt = response.ok ? response.headers.get('x-console-write-receipt') : null;
      if (receipt && options.isProxy?.() && isWrite(request.method))
        void import('./live/announce').then(({ announceWrite }) => announceWrite(receipt));
      // A gateway error on a write (proxy timeout, upstream cut off) says nothing about whether
      // the service made the change: report it as unknown, never as "nothing was changed".
      if (isWrite(request.method) && (response.status === 502 || response.status === 504)) {
        throw outcomeUnknown(response.status);
      }
      return response;
    },
  });
  client.use({
    async onResponse({ response }) {
      if (response.status === 401 && options.onUnauthorized) {
        let body: unknown;
        try {
          body = await response.clone().json();
        } catch {
          body = undefined;
        }
        options.onUnauthorized(toApiError(response, body));
      }
      return undefined;
    },
  });
  return client;
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** Resolves to the response body, or throws one ApiError for any non-2xx or unreadable answer. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (cause instanceof SyntaxError) {
      throw new ApiError({
        status: 502,
        code: 'malformed_response',
        message: t`The service sent an answer the console could not read`,
      });
    }
    throw cause;
  }
  if (!result.response.ok) throw toApiError(result.response, result.error);
  return result.data as T;
}

/** Where this session's requests go: config.json's address unless it lets the person choose. */
export function sessionBaseUrl(): string {
  const config = getRuntimeConfig();
  const chosen = getSession()?.baseUrl;
  return config.allowBaseUrlChange && chosen ? chosen : config.apiBaseUrl;
}

let unauthorizedHandler: ((error: ApiError) => void) | undefined;

/** The shell registers what a 401 does (sign out with the reason). */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | undefined): void {
  unauthorizedHandler = handler;
}

/** The one client of the app. */
export const api = createApiClient({
  getToken: () => getSession()?.token,
  // Only config.json names where the key goes: a stored session's address counts only where the
  // configuration lets a person choose one (allowBaseUrlChange).
  getBaseUrl: () => sessionBaseUrl(),
  isProxy: () => getSession()?.proxy === true,
  // A sign-out in another tab ends this tab's key at once (the shared marker in localStorage), not
  // only when its channel message arrives: nothing is sent with the key in between.
  hasSession: () => getSession() !== null && !sessionEndedElsewhere(),
  fetch: governedFetch,
  onUnauthorized: (error) => unauthorizedHandler?.(error),
});

/** A client bound to one candidate key, used to check it before it becomes the session. */
export function clientForKey(token: string, baseUrl: string): Client<paths> {
  return createApiClient({
    getToken: () => token,
    getBaseUrl: () => baseUrl,
    fetch: governedFetch,
  });
}

/** Headers that mark a request as background work (polling, prefetch, export). */
export const BACKGROUND = { [PRIORITY_HEADER]: 'background' } as const;
