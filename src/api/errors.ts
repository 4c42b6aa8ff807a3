import { t } from '@lingui/core/macro';
import { readErrorBody, type ErrorBodyWords } from './error-body';

/** Every failed request becomes one ApiError, whatever the body looked like. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfter: number | undefined;
  /**
   * What the service's Retry-After asked when it was beyond the contract's bound (60 s: every limit
   * is per minute) and `retryAfter` was capped to it; undefined when it was kept as sent.
   */
  readonly retryAfterAsked: number | undefined;
  readonly requestId: string | undefined;
  readonly param: string | undefined;
  /**
   * What the service's body said (error-body.ts), when the error is an answer of the service's:
   * its words (bounded; none when it gave none) and the shape they came in. Undefined for an error
   * the console made (no answer, a refusal before sending), whose `message` is the console's own.
   */
  readonly said: ErrorBodyWords | undefined;
  /**
   * The call that failed, when `send` made it (src/api/api-call.ts): a 404 from a collection route
   * is an operation the service no longer offers. Its method and path only, so this file imports
   * nothing back from the calls that import it.
   */
  declare call?: { method: string; path: string };

  constructor(init: {
    status: number;
    code: string;
    message: string;
    retryAfter?: number | undefined;
    retryAfterAsked?: number | undefined;
    requestId?: string | undefined;
    param?: string | undefined;
    said?: ErrorBodyWords | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.retryAfterAsked = init.retryAfterAsked;
    this.requestId = init.requestId;
    this.param = init.param;
    this.said = init.said;
  }
}

/** Status 0: no HTTP answer. For a write this means the outcome is unknown. */
export const NETWORK_ERROR = 'network_error';
export const OUTCOME_UNKNOWN = 'outcome_unknown';

const FALLBACK_CODES: Record<number, string> = {
  400: 'invalid_parameter',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/** The contract's bound on Retry-After (openapi: RetryAfter, maximum 60): every limit is per minute. */
const MAX_RETRY_AFTER_S = 60;

/**
 * Retry-After in whole seconds, capped at the contract's bound: a `99999` would otherwise disable
 * a button for a day. `asked` is the value the service sent when it was capped.
 */
function parseRetryAfter(value: string | null): { retryAfter?: number; retryAfterAsked?: number } {
  if (!value) return {};
  const number = Number(value);
  // Delta seconds, else an HTTP date (NaN when neither).
  const seconds =
    Number.isFinite(number) && number >= 0
      ? Math.ceil(number)
      : Math.max(0, Math.ceil((Date.parse(value) - Date.now()) / 1000));
  if (Number.isNaN(seconds)) return {};
  return seconds > MAX_RETRY_AFTER_S
    ? { retryAfter: MAX_RETRY_AFTER_S, retryAfterAsked: seconds }
    : { retryAfter: seconds };
}

/** Builds an ApiError from a non-2xx response, whatever the shape of its body (error-body.ts). */
export function toApiError(
  response: Pick<Response, 'status' | 'statusText' | 'headers'>,
  body: unknown,
): ApiError {
  const said = readErrorBody(body, response.headers.get('content-type') ?? '');
  const status = response.status;
  const code =
    said.code ?? FALLBACK_CODES[status] ?? (status >= 500 ? 'server_error' : 'http_error');
  return new ApiError({
    status,
    code,
    // Kept for whatever reads `message` alone; the error views read `said`.
    message: said.text ?? (response.statusText || `HTTP ${status}`),
    ...parseRetryAfter(response.headers.get('retry-after')),
    requestId: said.requestId ?? response.headers.get('x-request-id') ?? undefined,
    param: said.param,
    said,
  });
}

/** A request that got no HTTP answer at all. */
export function networkError(method: string, cause: unknown): ApiError {
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
  const reason = cause instanceof Error ? cause.message : t`the connection failed`;
  return new ApiError({
    status: 0,
    code: write ? OUTCOME_UNKNOWN : NETWORK_ERROR,
    message: write
      ? t`The connection dropped before the service answered (${reason}). The change may or may not have been made.`
      : t`The service could not be reached (${reason}).`,
  });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
