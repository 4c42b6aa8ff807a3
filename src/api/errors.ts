import { t } from '@lingui/core/macro';

/** Every failed request becomes one ApiError, whatever the body looked like. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfter: number | undefined;
  readonly requestId: string | undefined;
  readonly param: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    retryAfter?: number | undefined;
    requestId?: string | undefined;
    param?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.retryAfter = init.retryAfter;
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

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Builds an ApiError from a non-2xx response; tolerates unknown shapes and non-JSON bodies. */
export function toApiError(response: Pick<Response, 'status' | 'statusText' | 'headers'>, body: unknown): ApiError {
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
  const code = str(record.code) ?? FALLBACK_CODES[status] ?? (status >= 500 ? 'server_error' : 'http_error');
  const message = str(record.message) ?? (response.statusText || `HTTP ${status}`);
  return new ApiError({
    status,
    code,
    message,
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
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
