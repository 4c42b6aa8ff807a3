/**
 * Sends an operation's call through the console's one client (src/api/client.ts), so through the
 * same key handling, base address and rate governor as every page: the minute's budget, the waits,
 * a 429's pause. Any HTTP answer is returned to be shown, whatever its status; no answer at all (or
 * a gateway's on a write) is the client's ApiError, as on every page.
 */
import { t } from '@lingui/core/macro';
import type { AnyApiCall } from '@/api/api-call';
import { api } from '@/api/client';
import { checkValue, type Dialect, type SchemaProblem } from '@/lib/openapi/schema-check';
import type { OperationInfo, ResponseInfo } from '@/lib/openapi/operation-index';

export const SHOWN_HEADERS = [
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'x-request-id',
  'content-type',
] as const;

export interface Answer {
  status: number;
  statusText: string;
  /** The rate-limit headers and a few others worth seeing (never the request's own headers). */
  headers: Partial<Record<(typeof SHOWN_HEADERS)[number], string>>;
  /** The body read as JSON, or its text when it is not JSON; undefined for none. */
  body: unknown;
  isJson: boolean;
  ms: number;
}

type Request = (
  method: string,
  path: string,
  init: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export async function sendCall(call: AnyApiCall, signal?: AbortSignal): Promise<Answer> {
  const request = api.request as unknown as Request;
  const started = performance.now();
  const { data, error, response } = await request(call.method, call.path, {
    ...(call.init ?? {}),
    parseAs: 'text',
    signal,
  });
  const headers: Answer['headers'] = {};
  for (const name of SHOWN_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // openapi-fetch hands a success's text as is, and a failure's parsed when it is JSON.
  let body: unknown = response.ok ? data : error;
  let isJson = !response.ok && body !== undefined && typeof body !== 'string';
  if (typeof body === 'string') {
    if (body === '') body = undefined;
    else {
      try {
        body = JSON.parse(body);
        isJson = true;
      } catch {
        /* shown as text */
      }
    }
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    body,
    isJson,
    ms: Math.round(performance.now() - started),
  };
}

/** The documented answer for a status: exact ("404"), its range ("4XX"), then "default". */
export function documentedResponse(
  operation: OperationInfo,
  status: number,
): ResponseInfo | undefined {
  const exact = String(status);
  const range = `${exact[0]}XX`;
  return (
    operation.responses.find((response) => response.status === exact) ??
    operation.responses.find((response) => response.status === range) ??
    operation.responses.find((response) => response.status === 'DEFAULT')
  );
}

export interface Conformance {
  /** The document lists this status (or its range, or a default). */
  documented: boolean;
  problems: SchemaProblem[];
  /** A schema was there to check against. */
  checked: boolean;
  unchecked: boolean;
}

/** Where the answer does not match what the document says of it. */
export function conformance(
  operation: OperationInfo,
  answer: Answer,
  dialect: Dialect,
): Conformance {
  const documented = documentedResponse(operation, answer.status);
  if (!documented) return { documented: false, problems: [], checked: false, unchecked: false };
  if (!documented.schema)
    return { documented: true, problems: [], checked: false, unchecked: false };
  if (answer.body === undefined) {
    const mediaType = documented.mediaType ?? 'JSON';
    return {
      documented: true,
      problems: [
        { at: '', message: t`The document describes a ${mediaType} body; the answer has none.` },
      ],
      checked: true,
      unchecked: false,
    };
  }
  if (!answer.isJson) {
    return {
      documented: true,
      problems: [{ at: '', message: t`The answer is not JSON.` }],
      checked: true,
      unchecked: false,
    };
  }
  const check = checkValue(documented.schema, answer.body, dialect, 'response');
  return { documented: true, problems: check.problems, checked: true, unchecked: check.unchecked };
}
