// A small JSON Schema subset, enough for the contract's request bodies and browser-safe (Ajv is only
// used by the tests). The first violation is reported with the top-level field it concerns.

export interface Schema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  minProperties?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
  items?: Schema;
  minItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
}

export interface Violation {
  param?: string;
  message: string;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(v: unknown, type: string | string[]): boolean {
  const actual = typeOf(v);
  return (Array.isArray(type) ? type : [type]).some(
    (t) => t === actual || (t === 'number' && actual === 'integer'),
  );
}

function check(v: unknown, s: Schema, name: string): string | null {
  if (s.type !== undefined && !typeMatches(v, s.type)) {
    return `${name} must be ${Array.isArray(s.type) ? s.type.join(' or ') : s.type}`;
  }
  if (s.enum && !s.enum.includes(v)) return `${name} must be one of ${s.enum.join(', ')}`;
  if (typeof v === 'string') {
    const length = [...v].length;
    if (s.minLength !== undefined && length < s.minLength)
      return `${name} must be at least ${s.minLength} characters`;
    if (s.maxLength !== undefined && length > s.maxLength)
      return `${name} must be at most ${s.maxLength} characters`;
    if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(v))
      return `${name} must match ${s.pattern}`;
  }
  if (typeof v === 'number') {
    if (s.minimum !== undefined && v < s.minimum) return `${name} must be at least ${s.minimum}`;
    if (s.maximum !== undefined && v > s.maximum) return `${name} must be at most ${s.maximum}`;
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems)
      return `${name} must have at least ${s.minItems} item(s)`;
    if (s.uniqueItems && new Set(v.map((x) => JSON.stringify(x))).size !== v.length)
      return `${name} must not repeat items`;
    if (s.items) {
      for (let i = 0; i < v.length; i++) {
        const problem = check(v[i], s.items, `${name}[${i}]`);
        if (problem) return problem;
      }
    }
  }
  return null;
}

/** Validates a request body object; returns the first violation or null. */
export function validateBody(body: unknown, s: Schema): Violation | null {
  if (typeOf(body) !== 'object') return { message: 'the body must be a JSON object' };
  const obj = body as Record<string, unknown>;
  for (const field of s.required ?? []) {
    if (!(field in obj)) return { param: field, message: `${field} is required` };
  }
  const props = s.properties ?? {};
  for (const [field, value] of Object.entries(obj)) {
    const ps = props[field];
    if (!ps) {
      if (s.additionalProperties === false)
        return { param: field, message: `${field} is not a known field` };
      continue;
    }
    const problem = check(value, ps, field);
    if (problem) return { param: field, message: problem };
  }
  if (s.minProperties !== undefined && Object.keys(obj).length < s.minProperties) {
    return { message: `the body must set at least ${s.minProperties} field(s)` };
  }
  return null;
}
