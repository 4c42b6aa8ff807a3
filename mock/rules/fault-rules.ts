// Fault rules: which requests get latency, an error status, a 429 burst, a dropped connection or
// malformed JSON. `rate` picks a deterministic share of the matching requests (0.25 = every 4th).

export type FaultKind = 'latency' | 'error' | 'rate_limit' | 'drop' | 'malformed';

export interface FaultRule {
  /** Glob on the path (`*` = anything), optionally after a method: `POST /api/v1/instances`. */
  route: string;
  kind: FaultKind;
  /** latency: delay in ms (default 1000) */
  ms?: number;
  /** error: 500, 502 or 503 (default 503) */
  status?: 500 | 502 | 503;
  /** share of matching requests, 0..1 (default 1) */
  rate?: number;
  /** rate_limit: Retry-After seconds (default 1) */
  retryAfter?: number;
}

const KINDS: FaultKind[] = ['latency', 'error', 'rate_limit', 'drop', 'malformed'];

/** Checks untrusted input (env var or control route); returns the rules or a reason. */
export function parseFaultRules(input: unknown): FaultRule[] | string {
  if (!Array.isArray(input)) return 'fault rules must be a JSON array';
  const out: FaultRule[] = [];
  for (const [i, raw] of input.entries()) {
    const r = raw as Record<string, unknown>;
    const at = `rule ${i}`;
    if (typeof r !== 'object' || r === null) return `${at} must be an object`;
    const extra = Object.keys(r).find(
      (k) => !['route', 'kind', 'ms', 'status', 'rate', 'retryAfter'].includes(k),
    );
    if (extra) return `${at}: unknown field ${extra}`;
    if (typeof r.route !== 'string' || r.route.trim() === '')
      return `${at}: route must be a non-empty string`;
    if (!KINDS.includes(r.kind as FaultKind))
      return `${at}: kind must be one of ${KINDS.join(', ')}`;
    if (r.ms !== undefined && !(typeof r.ms === 'number' && r.ms >= 0 && r.ms <= 60000))
      return `${at}: ms must be 0..60000`;
    if (r.status !== undefined && ![500, 502, 503].includes(r.status as number))
      return `${at}: status must be 500, 502 or 503`;
    if (r.rate !== undefined && !(typeof r.rate === 'number' && r.rate >= 0 && r.rate <= 1))
      return `${at}: rate must be 0..1`;
    if (
      r.retryAfter !== undefined &&
      !(
        Number.isInteger(r.retryAfter) &&
        (r.retryAfter as number) >= 1 &&
        (r.retryAfter as number) <= 60
      )
    )
      // The contract's RetryAfter is 1..60 (every limit is per minute): the mock answers nothing it refuses.
      return `${at}: retryAfter must be an integer from 1 to 60 (the contract's Retry-After bound), got ${JSON.stringify(r.retryAfter)}`;
    out.push(r as unknown as FaultRule);
  }
  return out;
}

function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

export function ruleMatches(rule: FaultRule, method: string, path: string): boolean {
  const m = /^([A-Za-z]+)\s+(\/.*)$/.exec(rule.route.trim());
  if (m && m[1]!.toUpperCase() !== method) return false;
  return globToRegExp(m ? m[2]! : rule.route.trim()).test(path);
}

/** Deterministic share: of n matching requests, floor(n * rate) fire, evenly spread. */
export function fires(rate: number | undefined, n: number): boolean {
  const r = rate ?? 1;
  return Math.floor((n + 1) * r) > Math.floor(n * r);
}
