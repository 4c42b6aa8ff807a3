/**
 * The bounds in force for what the console sends (docs/drift.md, "Limits the live document sets"):
 * a query parameter's or a body field's range, length, pattern, allowed values and requiredness, as
 * the live document states them, else as our contract does. The one derivation the page-size
 * choice, the filters and the forms read; pure, with no import beyond types, so it loads with the
 * code that reads the live document (never with the first view, nor in the `openapi` chunk).
 */
import { bodyShape } from './live-body-names';
import type { OperationInfo, Schema } from './operation-index';

export interface Bounds {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** The values allowed, when the schema lists them (enum or const). */
  values?: readonly unknown[];
  required?: boolean;
}

/** Whose bounds these are: the live document's, or our contract's when it could not be read. */
export interface BoundsInForce extends Bounds {
  source: 'live' | 'contract';
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A schema's own bounds, its allOf parts and a nullable union's one other branch folded in. */
export function schemaBounds(schema: Schema | undefined): Bounds {
  const out: Bounds = {};
  if (!schema) return out;
  const parts: Schema[] = [schema];
  if (Array.isArray(schema.allOf)) parts.push(...schema.allOf.filter(isObject));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = Array.isArray(schema[key]) ? schema[key].filter(isObject) : [];
    const real = branches.filter((branch) => branch.type !== 'null');
    // `oneOf: [{ type: 'null' }, X]` bounds a value as X does; other unions bound nothing sure.
    if (real.length === 1) parts.push(real[0]!);
  }
  for (const part of parts) {
    // Where parts disagree the tighter one holds: a value must pass each of them.
    if (isNumber(part.minimum)) out.minimum = Math.max(out.minimum ?? -Infinity, part.minimum);
    if (isNumber(part.maximum)) out.maximum = Math.min(out.maximum ?? Infinity, part.maximum);
    // OpenAPI 3.1's exclusive bounds are numbers; integers are what the console sends under them.
    if (isNumber(part.exclusiveMinimum))
      out.minimum = Math.max(out.minimum ?? -Infinity, Math.floor(part.exclusiveMinimum) + 1);
    if (isNumber(part.exclusiveMaximum))
      out.maximum = Math.min(out.maximum ?? Infinity, Math.ceil(part.exclusiveMaximum) - 1);
    if (isNumber(part.minLength)) out.minLength = Math.max(out.minLength ?? 0, part.minLength);
    if (isNumber(part.maxLength))
      out.maxLength = Math.min(out.maxLength ?? Infinity, part.maxLength);
    if (typeof part.pattern === 'string') out.pattern = part.pattern;
    const values = Array.isArray(part.enum)
      ? part.enum
      : 'const' in part
        ? [part.const]
        : undefined;
    if (values) out.values = out.values ? out.values.filter((v) => values.includes(v)) : values;
  }
  return out;
}

const findOperation = (operations: readonly OperationInfo[], method: string, path: string) =>
  operations.find((one) => one.method === method.toLowerCase() && one.path === path);

/**
 * A query parameter's bounds in the live document; undefined when the document has no such
 * operation or parameter (then our contract's hold: the caller's own).
 */
export function liveParameterBounds(
  operations: readonly OperationInfo[],
  method: string,
  path: string,
  name: string,
): Bounds | undefined {
  const parameter = findOperation(operations, method, path)?.parameters.find(
    (one) => one.in === 'query' && one.name === name,
  );
  if (!parameter) return undefined;
  const bounds = schemaBounds(parameter.schema);
  // An array parameter (`status=open&status=closed`) is bounded by its items' values.
  if (parameter.schema?.type === 'array' && isObject(parameter.schema.items))
    Object.assign(bounds, schemaBounds(parameter.schema.items));
  return { ...bounds, required: parameter.required };
}

/** A request body field's bounds in the live document; undefined when it does not list the field. */
export function liveFieldBounds(
  operations: readonly OperationInfo[],
  method: string,
  path: string,
  field: string,
): Bounds | undefined {
  const body = bodyShape(findOperation(operations, method, path)?.body?.schema);
  const property = body?.properties[field];
  if (!body || !property) return undefined;
  const bounds = schemaBounds(property);
  // An array field (a webhook endpoint's events) is bounded by its items' values, each checked.
  if (property.type === 'array' && isObject(property.items))
    bounds.values = schemaBounds(property.items).values;
  return { ...bounds, required: body.required.has(field) };
}

/**
 * The bounds in force: the live document's where it could be read and states them, our contract's
 * (`contract`, the console's own figures) where it could not or states nothing of that kind.
 */
export function boundsInForce(contract: Bounds, live: Bounds | undefined): BoundsInForce {
  if (!live) return { ...contract, source: 'contract' };
  const out: BoundsInForce = { ...contract, source: 'live' };
  for (const [key, value] of Object.entries(live))
    if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
  return out;
}

/** Why a value is outside the bounds, as data (the page words it); undefined when it is inside. */
export type BoundProblem =
  | { kind: 'required' }
  | { kind: 'too-long'; max: number }
  | { kind: 'too-short'; min: number }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'too-large'; max: number }
  | { kind: 'too-small'; min: number }
  | { kind: 'not-allowed'; values: readonly unknown[] };

export function boundProblem(bounds: Bounds, value: unknown): BoundProblem | undefined {
  if (value === undefined || value === '')
    return bounds.required ? { kind: 'required' } : undefined;
  // A list is allowed when each of its values is (an array field bounded by its items).
  if (Array.isArray(value)) {
    const refused = bounds.values && value.find((one) => !bounds.values!.includes(one));
    return refused === undefined ? undefined : { kind: 'not-allowed', values: bounds.values! };
  }
  if (bounds.values && !bounds.values.includes(value))
    return { kind: 'not-allowed', values: bounds.values };
  if (typeof value === 'number') {
    if (bounds.maximum !== undefined && value > bounds.maximum)
      return { kind: 'too-large', max: bounds.maximum };
    if (bounds.minimum !== undefined && value < bounds.minimum)
      return { kind: 'too-small', min: bounds.minimum };
  }
  if (typeof value === 'string') {
    // Characters as JSON Schema counts them (code points), not UTF-16 units.
    const length = [...value].length;
    if (bounds.maxLength !== undefined && length > bounds.maxLength)
      return { kind: 'too-long', max: bounds.maxLength };
    if (bounds.minLength !== undefined && length < bounds.minLength)
      return { kind: 'too-short', min: bounds.minLength };
    if (bounds.pattern !== undefined && !matches(bounds.pattern, value))
      return { kind: 'pattern', pattern: bounds.pattern };
  }
  return undefined;
}

/** A pattern the browser cannot compile bounds nothing the console can check: the service will say. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

/** Of the console's own choices (page sizes, filter values), those the bounds allow. */
export function allowedChoices<T>(choices: readonly T[], bounds: Bounds): T[] {
  return choices.filter((choice) => boundProblem(bounds, choice) === undefined);
}
