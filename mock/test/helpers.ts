// Test plumbing: a mock started on a free port, and a fetch wrapper that checks every /api/v1
// response against the contract (body schema, documented headers, x-ratelimit-limit).
import { checkExchange, type CheckResult } from '../contract/check';
import { startMockServer, type RunningMock, type StartOptions } from '../start';
import type { DemoKeys } from '../seed/index';

/**
 * `${operationId} ${response key}` -> count, for the coverage assertions of contract.test.ts. The
 * key is the documented one the status matched: `getVpc 404`, or `getVpc 5XX` for a 503.
 */
export const seen = new Map<string, number>();
/** Undocumented-but-allowed responses seen (see KNOWN_GAPS in contract/check.ts). */
export const gaps = new Set<string>();

export async function checkedFetch(input: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  const url = new URL(input);
  if (!url.pathname.startsWith('/api/v1/')) return res;
  const text = await res.text();
  const result: CheckResult = checkExchange({
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname.slice('/api/v1'.length),
    status: res.status,
    headers: res.headers,
    text,
  });
  if (result.problems.length > 0) {
    throw new Error(
      `contract: ${init?.method ?? 'GET'} ${url.pathname}${url.search} -> ${res.status}\n  ${result.problems.join('\n  ')}\n  body: ${text.slice(0, 300)}`,
    );
  }
  if (result.operationId && result.responseKey) {
    // Counted under the documented key the status matched: a 503 counts for `5XX`.
    const key = `${result.operationId} ${result.responseKey}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  if (result.gap)
    gaps.add(`${result.gap} [${init?.method ?? 'GET'} ${url.pathname} ${res.status}]`);
  return new Response(res.status === 204 ? null : text, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are inspected freely
  body: any;
  text: string;
}

export interface CallOptions {
  /** Bearer token; defaults to the full demo key; null sends no Authorization header. */
  token?: string | null;
  body?: unknown;
  /** Raw body text (for malformed JSON). */
  raw?: string;
  query?: Record<string, string | number>;
}

export interface TestMock extends RunningMock {
  keys: DemoKeys;
  call(method: string, path: string, opts?: CallOptions): Promise<Reply>;
  get(path: string, opts?: CallOptions): Promise<Reply>;
  post(path: string, body?: unknown, opts?: CallOptions): Promise<Reply>;
  patch(path: string, body?: unknown, opts?: CallOptions): Promise<Reply>;
  del(path: string, opts?: CallOptions): Promise<Reply>;
  /** POST/GET/PUT/DELETE on /__mock routes (not contract-checked). */
  control(method: string, path: string, body?: unknown): Promise<Reply>;
  reset(): Promise<void>;
}

async function reply(res: Response): Promise<Reply> {
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** Starts a mock (rate limits off unless asked) for one test file. */
export async function startTestMock(options: StartOptions = {}): Promise<TestMock> {
  const running = await startMockServer({
    rateLimits: false,
    provisionMs: 50,
    supportReplyMs: 50,
    backupMs: 50,
    ...options,
  });
  const keys = running.state.keys;
  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<Reply> => {
    const url = new URL(`${running.url}/api/v1${path}`);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.append(k, String(v));
    const headers: Record<string, string> = {};
    const token = opts.token === undefined ? keys.full : opts.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    return reply(await checkedFetch(url.toString(), { method, headers, body }));
  };
  return {
    ...running,
    keys,
    call,
    get: (path, opts) => call('GET', path, opts),
    post: (path, body, opts) => call('POST', path, { ...opts, body }),
    patch: (path, body, opts) => call('PATCH', path, { ...opts, body }),
    del: (path, opts) => call('DELETE', path, opts),
    control: async (method, path, body) =>
      reply(
        await fetch(`${running.url}/__mock${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    reset: async () => {
      const r = await fetch(`${running.url}/__mock/reset`, { method: 'POST' });
      if (r.status !== 200) throw new Error(`reset failed: ${r.status}`);
    },
  };
}

/** A clock tests move by hand (the server evaluates time-based changes lazily). */
export function manualClock(start = Date.UTC(2026, 5, 15, 12, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => void (t += ms),
    set: (ms: number) => void (t = ms),
  };
}

/** Walks every page of a paginated endpoint. */
export async function allPages(
  mock: TestMock,
  path: string,
  query: Record<string, string | number> = {},
  limit = 100,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const items: any[] = [];
  for (let offset = 0; ; offset += limit) {
    const r = await mock.get(path, { query: { ...query, limit, offset } });
    if (r.status !== 200) throw new Error(`${path} -> ${r.status} ${r.text}`);
    items.push(...r.body.items);
    if (offset + r.body.items.length >= r.body.total) return { items, total: r.body.total };
  }
}
