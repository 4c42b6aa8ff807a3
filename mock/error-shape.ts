// Refusals in another shape (MOCK_ERROR_SHAPE, PUT /__mock/error-shape; docs/mock.md "Error
// shapes"): the spec does not show the body of an error, so a live service may well answer in its
// own. The mock then rewrites every /api/v1 refusal (status 400 and up) from our contract's
// {code, message, param?, requestId?} into that shape, so the console can be tested to read the
// service's words whatever they come in. Browser-safe like the rest of the mock.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, MockContext } from './mock-context';

export const ERROR_SHAPES = [
  /** Our contract's: {code, message, param?, requestId?} (the default). */
  'contract',
  /** RFC 9457 problem details: {type, title, status, detail, instance}, application/problem+json. */
  'problem-details',
  /** Nested: {error: {code, message, details}}. */
  'error-object',
  /** A list, JSON:API style: {errors: [{code, status, title, detail, source}]}. */
  'errors-list',
  /** The message alone, text/plain. */
  'text',
  /** A gateway's HTML page that carries the message (and a script that must never run). */
  'html',
  /** No body at all. */
  'empty',
] as const;

export type ErrorShape = (typeof ERROR_SHAPES)[number];

export function parseErrorShape(raw: string | undefined): ErrorShape | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if ((ERROR_SHAPES as readonly string[]).includes(value)) return value as ErrorShape;
  throw new Error(`MOCK_ERROR_SHAPE must be one of ${ERROR_SHAPES.join(', ')} (got "${raw}")`);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

interface ContractError {
  code?: string;
  message?: string;
  param?: string;
  requestId?: string;
}

/** The refusal's body and content type in the shape; undefined: no body. */
function reshape(
  shape: ErrorShape,
  status: number,
  path: string,
  error: ContractError,
): { body: string; type: string } | undefined {
  const reason = REASONS[status] ?? 'Error';
  const message = error.message ?? '';
  const json = (value: unknown, type = 'application/json') => ({
    body: JSON.stringify(value),
    type,
  });
  switch (shape) {
    case 'problem-details':
      return json(
        {
          type: `https://errors.mock.invalid/problems/${error.code ?? 'error'}`,
          title: reason,
          status,
          detail: message,
          instance: path,
          ...(error.requestId ? { traceId: error.requestId } : {}),
        },
        'application/problem+json',
      );
    case 'error-object':
      return json({ error: { code: error.code, message, details: [] } });
    case 'errors-list':
      return json({
        errors: [
          {
            code: error.code,
            status: String(status),
            title: reason,
            detail: message,
            ...(error.param ? { source: { parameter: error.param } } : {}),
          },
        ],
      });
    case 'text':
      return { body: message, type: 'text/plain; charset=utf-8' };
    case 'html':
      return {
        body: `<!DOCTYPE html><html><head><title>${status} ${reason}</title><script>document.title = 'script ran'; window.__gatewayScriptRan = true;</script></head><body><h1>${reason}</h1><p>${escapeHtml(message)}</p><hr><address>mock gateway</address></body></html>`,
        type: 'text/html; charset=utf-8',
      };
    default:
      return undefined;
  }
}

/** Rewrites every /api/v1 refusal into the shape played now (`ctx.errorShape`), headers kept. */
export function errorShape(ctx: MockContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const shape = ctx.errorShape;
    if (!shape || shape === 'contract' || c.res.status < 400) return;
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.includes('json') || c.res.headers.get('content-encoding')) return;
    const error = (await c.res
      .clone()
      .json()
      .catch(() => ({}))) as ContractError;
    const status = c.res.status;
    const shaped = reshape(shape, status, c.req.path, error);
    // Hono carries the old answer's headers over to the new one (the rate-limit headers,
    // Retry-After, x-request-id), all but its content type: the new one names its own, or none.
    c.res.headers.delete('content-length');
    c.res = new Response(shaped?.body ?? null, {
      status,
      headers: shaped ? { 'content-type': shaped.type } : {},
    });
  };
}
