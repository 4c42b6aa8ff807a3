// One error shape for every refusal: {code, message, param?, requestId?}.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Thrown by the `drop` fault: the connection is cut without an answer. */
export class DropConnection extends Error {
  constructor() {
    super('connection dropped by a mock fault');
    this.name = 'DropConnection';
  }
}

export const badParam = (param: string, message: string) =>
  new ApiError(400, 'invalid_parameter', message, param);
export const badBody = (param: string | undefined, message: string) =>
  new ApiError(400, 'invalid_body', message, param);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const invalidToken = () =>
  new ApiError(
    401,
    'invalid_token',
    'The API key is missing, wrong, revoked or expired, or its account is suspended.',
  );

export interface ErrorBody {
  code: string;
  message: string;
  param?: string;
  requestId?: string;
}

export function errorBody(err: ApiError, requestId?: string): ErrorBody {
  const body: ErrorBody = { code: err.code, message: err.message };
  if (err.param !== undefined) body.param = err.param;
  if (requestId) body.requestId = requestId;
  return body;
}
