// Checks one HTTP exchange with the mock against the contract.
import { ajvErrors, deref, doc, errorValidator, findOperation, validator } from './openapi';

type Json = Record<string, unknown>;

export interface Exchange {
  method: string;
  /** path under /api/v1, without query */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

export interface CheckResult {
  operationId: string | null;
  problems: string[];
  /** Set when the response is allowed but not documented (see KNOWN_GAPS). */
  gap: string | null;
}

/** Responses the mock gives that the document does not list; each is reported as a contract change. */
export const KNOWN_GAPS = {
  queryRefused:
    '400 invalid_parameter on an operation that documents no 400 (it takes no query parameters)',
  unknownRoute: 'no operation: unknown route or method under /api/v1',
  injectedFault: 'status injected by a fault rule',
} as const;

function checkHeaders(response: Json, headers: Headers, problems: string[]): void {
  for (const [name, ref] of Object.entries((response.headers ?? {}) as Json)) {
    const h = deref<Json>(ref);
    const value = headers.get(name);
    if (value === null) {
      if (h.required) problems.push(`missing header ${name}`);
      continue;
    }
    const schema = deref<Json>(h.schema);
    const parsed = schema.type === 'integer' && /^-?[0-9]+$/.test(value) ? Number(value) : value;
    const v = validator(`header ${name}`, h.schema);
    if (!v(parsed)) problems.push(`header ${name}=${value}: ${ajvErrors(v)}`);
  }
}

function checkBody(key: string, response: Json, ex: Exchange, problems: string[]): void {
  const media = (response.content as Json | undefined)?.['application/json'] as Json | undefined;
  if (!media) {
    if (ex.text !== '') problems.push(`expected no body, got ${ex.text.slice(0, 80)}`);
    return;
  }
  if (!(ex.headers.get('content-type') ?? '').includes('application/json'))
    problems.push('content-type is not application/json');
  let body: unknown;
  try {
    body = JSON.parse(ex.text);
  } catch {
    problems.push(`body is not JSON: ${ex.text.slice(0, 80)}`);
    return;
  }
  const v = validator(key, media.schema);
  if (!v(body)) problems.push(`body: ${ajvErrors(v)}`);
}

/** The error codes the document's Error schema lists as known. */
export const KNOWN_CODES: string[] = (() => {
  const error = doc.components.schemas!.Error as { properties: { code: { description: string } } };
  const known = error.properties.code.description.split('Known:')[1] ?? '';
  return known
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,;.]+/)
    .filter((w) => /^[a-z_]+$/.test(w));
})();

function checkCode(ex: Exchange, problems: string[], injected: boolean): void {
  if (ex.status < 400 || injected) return;
  try {
    const code = (JSON.parse(ex.text) as { code?: string }).code ?? '';
    if (!KNOWN_CODES.includes(code))
      problems.push(`error code "${code}" is not one the document lists`);
  } catch {
    // reported by the body check
  }
}

function checkError(ex: Exchange, problems: string[]): void {
  try {
    const v = errorValidator();
    if (!v(JSON.parse(ex.text))) problems.push(`error body: ${ajvErrors(v)}`);
  } catch {
    problems.push(`error body is not JSON: ${ex.text.slice(0, 80)}`);
  }
}

export function checkExchange(ex: Exchange): CheckResult {
  const problems: string[] = [];
  const limit = ex.headers.get('x-ratelimit-limit');
  if (limit === null || !/^[1-9][0-9]*$/.test(limit))
    problems.push(`x-ratelimit-limit missing or not a positive integer (${limit})`);
  const fault = ex.headers.get('x-mock-fault');
  const op = findOperation(ex.method, ex.path);
  if (!op) {
    checkError(ex, problems);
    checkCode(ex, problems, fault !== null);
    if (![401, 403, 404, 429].includes(ex.status))
      problems.push(`unexpected ${ex.status} on an unknown route`);
    return { operationId: null, problems, gap: KNOWN_GAPS.unknownRoute };
  }
  const ref = (op.op.responses as Json)[String(ex.status)];
  if (!ref) {
    if (fault === 'error') {
      checkError(ex, problems);
      return { operationId: op.operationId, problems, gap: KNOWN_GAPS.injectedFault };
    }
    if (ex.status === 400 && ex.text.includes('"invalid_parameter"')) {
      checkError(ex, problems);
      return { operationId: op.operationId, problems, gap: KNOWN_GAPS.queryRefused };
    }
    problems.push(`${ex.status} is not documented for ${op.operationId}`);
    return { operationId: op.operationId, problems, gap: null };
  }
  const response = deref<Json>(ref);
  checkHeaders(response, ex.headers, problems);
  if (fault === 'malformed')
    return { operationId: op.operationId, problems, gap: KNOWN_GAPS.injectedFault };
  checkBody(`${op.operationId} ${ex.status}`, response, ex, problems);
  checkCode(ex, problems, fault !== null);
  return { operationId: op.operationId, problems, gap: null };
}
