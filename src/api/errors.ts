import { t } from '@lingui/core/macro';

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
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.retryAfterAsked = init.retryAfterAsked;
    this.requestId = init.requestId;
    this.param = init.param;
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

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Builds an ApiError from a non-2xx response; tolerates unknown shapes and non-JSON bodies. */
export function toApiError(
  response: Pick<Response, 'status' | 'statusText' | 'headers'>,
  body: unknown,
): ApiError {
  let record: Record<string, unknown> = {};
  if (body && typeof body === 'object') {
    record = body as Record<string, unknown>;
    // Some services nest the error: { error: { code, message } }.
    const nested = record.error;
    if (nested && typeof nested === 'object') record = nested as Record<string, unknown>;
  } else if (typeof body === 'string' && body.trim().startsWith('{')) {
    try {
      return toApiError(response, JSON.parse(body));
    } catch {
      /* not JSON after all */
    }
  }
  const status = response.status;
  const code =
    str(record.code) ?? FALLBACK_CODES[status] ?? (status >= 500 ? 'server_error' : 'http_error');
  const message = str(record.message) ?? (response.statusText || `HTTP ${status}`);
  return new ApiError({
    status,
    code,
    message,
    ...parseRetryAfter(response.headers.get('retry-after')),
    requestId: str(record.requestId) ?? response.headers.get('x-request-id') ?? undefined,
    param: str(record.param),
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
