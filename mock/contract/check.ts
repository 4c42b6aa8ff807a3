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
  /**
   * The key of the operation's `responses` the status matched: the exact status (`'404'`) or,
   * when the document lists none, its range (`'5XX'`). Null when the status is not documented.
   */
  responseKey: string | null;
  problems: string[];
  /** Set when the response is allowed but not documented (see KNOWN_GAPS). */
  gap: string | null;
}

/** Responses the mock gives that the document does not describe; each is reported as a contract change. */
export const KNOWN_GAPS = {
  unknownRoute: 'no operation: unknown route or method under /api/v1',
  injectedFault: 'body made malformed by a fault rule',
} as const;

/**
 * The response an operation documents for a status: the exact key first, then the range key
 * (`5XX` covers 500..599; OpenAPI 3.1 writes the X in upper case, lower case is tolerated).
 */
export function documentedResponse(
  responses: Json,
  status: number,
): { key: string; response: unknown } | null {
  const exact = String(status);
  if (responses[exact] !== undefined) return { key: exact, response: responses[exact] };
  if (status >= 100 && status <= 599) {
    const range = `${Math.floor(status / 100)}XX`;
    for (const key of [range, range.toLowerCase()])
      if (responses[key] !== undefined) return { key: range, response: responses[key] };
  }
  return null;
}

/** True when a `responses` key (`'404'`, `'5XX'`) covers the status. */
export function keyCovers(key: string, status: number): boolean {
  return /^[1-5]XX$/i.test(key)
    ? Math.floor(status / 100) === Number(key[0])
    : key === String(status);
}

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

/**
 * The error codes the document's Error schema lists as known, by the status they come with:
 * "Known: invalid_parameter, invalid_body (400); …; internal_error, bad_gateway, … (5xx)."
 * Keys are a status (`'400'`) or a range in upper case (`'5XX'`).
 */
export const CODES_BY_STATUS: ReadonlyMap<string, readonly string[]> = (() => {
  const error = doc.components.schemas!.Error as { properties: { code: { description: string } } };
  const known = error.properties.code.description.split('Known:')[1] ?? '';
  const out = new Map<string, string[]>();
  for (const m of known.matchAll(/([a-z_,\s]+)\(([1-5](?:[0-9]{2}|xx))\)/gi)) {
    const key = m[2]!.toUpperCase();
    const codes = m[1]!.split(/[\s,]+/).filter((w) => /^[a-z_]+$/.test(w));
    out.set(key, [...(out.get(key) ?? []), ...codes]);
  }
  return out;
})();

/** Every known error code, whatever its status. */
export const KNOWN_CODES: string[] = [...CODES_BY_STATUS.values()].flat();

function checkCode(ex: Exchange, problems: string[]): void {
  if (ex.status < 400) return;
  let code: string;
  try {
    code = (JSON.parse(ex.text) as { code?: string }).code ?? '';
  } catch {
    return; // reported by the body check
  }
  const forStatus = [...CODES_BY_STATUS.entries()]
    .filter(([key]) => keyCovers(key, ex.status))
    .flatMap(([, codes]) => codes);
  if (!KNOWN_CODES.includes(code))
    problems.push(`error code "${code}" is not one the document lists`);
  else if (!forStatus.includes(code))
    problems.push(`error code "${code}" is not one the document lists for ${ex.status}`);
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
    checkCode(ex, problems);
    // Fault rules apply before routing, so an unknown route can also get an injected 5xx.
    const allowed = [401, 403, 404, 429, ...(fault === 'error' ? [500, 502, 503] : [])];
    if (!allowed.includes(ex.status)) problems.push(`unexpected ${ex.status} on an unknown route`);
    return { operationId: null, responseKey: null, problems, gap: KNOWN_GAPS.unknownRoute };
  }
  const found = documentedResponse(op.op.responses as Json, ex.status);
  if (!found) {
    problems.push(`${ex.status} is not documented for ${op.operationId}`);
    return { operationId: op.operationId, responseKey: null, problems, gap: null };
  }
  const response = deref<Json>(found.response);
  const result = { operationId: op.operationId, responseKey: found.key, problems };
  checkHeaders(response, ex.headers, problems);
  if (fault === 'malformed') return { ...result, gap: KNOWN_GAPS.injectedFault };
  checkBody(`${op.operationId} ${found.key}`, response, ex, problems);
  checkCode(ex, problems);
  return { ...result, gap: null };
}
