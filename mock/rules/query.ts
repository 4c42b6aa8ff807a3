// Query validation. Every route declares the parameters it takes (most take none); anything else,
// a repeated parameter, a non-integer or out-of-range limit/offset, an unknown enum value or a bad
// month is answered 400 invalid_parameter. Values are never clamped and never silently ignored.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, ParsedQuery } from '../mock-context';
import { badParam } from '../lib/errors';

export interface QuerySpec {
  /** limit, offset and q */
  paginated?: boolean;
  enums?: Record<string, readonly string[]>;
  /** month=YYYY-MM */
  month?: boolean;
}

const DIGITS = /^[0-9]+$/;

function integer(name: string, raw: string, min: number, max: number): number {
  const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
  const n = DIGITS.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw badParam(name, `${name} must be an integer ${range} (got "${raw}")`);
  }
  return n;
}

export function parseQuery(params: URLSearchParams, spec: QuerySpec | null): ParsedQuery {
  const out: ParsedQuery = { limit: 25, offset: 0, q: '', month: null, enums: {} };
  const allowed = new Set<string>([
    ...(spec?.paginated ? ['limit', 'offset', 'q'] : []),
    ...(spec?.month ? ['month'] : []),
    ...Object.keys(spec?.enums ?? {}),
  ]);
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!allowed.has(name)) {
      throw badParam(
        name,
        allowed.size === 0
          ? `this endpoint takes no query parameters (got "${name}")`
          : `"${name}" is not a parameter of this endpoint; it takes ${[...allowed].join(', ')}`,
      );
    }
    if (seen.has(name)) throw badParam(name, `${name} must be given at most once`);
    seen.add(name);
    if (name === 'limit') out.limit = integer('limit', value, 1, 100);
    else if (name === 'offset') out.offset = integer('offset', value, 0, Infinity);
    else if (name === 'q') {
      if ([...value].length > 200) throw badParam('q', 'q must be at most 200 characters');
      out.q = value;
    } else if (name === 'month') {
      if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(value))
        throw badParam(
          'month',
          `month must be YYYY-MM with a month from 01 to 12 (got "${value}")`,
        );
      out.month = value;
    } else {
      const values = spec?.enums?.[name] ?? [];
      if (!values.includes(value))
        throw badParam(name, `${name} must be one of ${values.join(', ')} (got "${value}")`);
      out.enums[name] = value;
    }
  }
  return out;
}

export const queryRule =
  (spec: QuerySpec | null): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('query', parseQuery(new URL(c.req.url).searchParams, spec));
    await next();
  };
