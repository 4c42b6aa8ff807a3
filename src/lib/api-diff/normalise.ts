import type { Resolver } from './refs';
import { isNode, type Assumption, type Node } from './types';

/** The parts of a schema the diff compares, with allOf, oneOf/anyOf and 3.0's nullable folded in. */
export interface Shape {
  types: Set<string>;
  /** JSON-encoded allowed values (enum or const), or undefined for "any value of the type". */
  values: Set<string> | undefined;
  bounds: Map<string, string>;
  properties: Map<string, { schema: unknown; assumed: Assumption }>;
  required: Set<string>;
  items: unknown;
  /** A union whose variants could not be folded into one shape: compared by types only. */
  opaque: boolean;
  assumed: Assumption;
}

const BOUND_KEYS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'default',
];

function empty(assumed: Assumption): Shape {
  return {
    types: new Set(),
    values: undefined,
    bounds: new Map(),
    properties: new Map(),
    required: new Set(),
    items: undefined,
    opaque: false,
    assumed,
  };
}

function own(node: Node, assumed: Assumption): Shape {
  const shape = empty(assumed);
  const type = node.type;
  for (const t of Array.isArray(type) ? type : type === undefined ? [] : [type])
    shape.types.add(String(t));
  if (node.nullable === true) shape.types.add('null');
  if (Array.isArray(node.enum)) shape.values = new Set(node.enum.map((v) => JSON.stringify(v)));
  if ('const' in node) shape.values = new Set([JSON.stringify(node.const)]);
  for (const key of BOUND_KEYS)
    if (node[key] !== undefined) shape.bounds.set(key, JSON.stringify(node[key]));
  if (isNode(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties))
      shape.properties.set(name, { schema, assumed });
  }
  if (Array.isArray(node.required))
    node.required.forEach((name) => shape.required.add(String(name)));
  if (node.items !== undefined) shape.items = node.items;
  if (!shape.types.size && shape.properties.size) shape.types.add('object');
  if (!shape.types.size && shape.items !== undefined) shape.types.add('array');
  return shape;
}

/** allOf: every part applies, so properties, required names and bounds add up. */
function merge(into: Shape, part: Shape): void {
  if (part.types.size)
    into.types = into.types.size
      ? new Set([...into.types].filter((t) => part.types.has(t)))
      : part.types;
  if (part.values) into.values = part.values;
  part.bounds.forEach((value, key) => into.bounds.set(key, value));
  part.properties.forEach((value, key) =>
    into.properties.set(key, { ...value, assumed: value.assumed ?? part.assumed }),
  );
  part.required.forEach((name) => into.required.add(name));
  into.items ??= part.items;
  into.opaque ||= part.opaque;
}

/** oneOf/anyOf: a nullable wrapper folds into its one variant; enums of strings unite; else opaque. */
function union(variants: Shape[], assumed: Assumption): Shape {
  const isNull = (s: Shape) => s.types.size === 1 && s.types.has('null');
  const real = variants.filter((s) => !isNull(s));
  const nullable = real.length < variants.length;
  if (real.length === 1) {
    const only = { ...real[0]!, assumed: real[0]!.assumed ?? assumed };
    if (nullable) only.types = new Set([...only.types, 'null']);
    return only;
  }
  const shape = empty(assumed);
  variants.forEach((s) => s.types.forEach((t) => shape.types.add(t)));
  if (real.every((s) => s.values)) shape.values = new Set(real.flatMap((s) => [...s.values!]));
  else shape.opaque = true;
  return shape;
}

export function normalise(
  schema: unknown,
  resolve: Resolver,
  inherited: Assumption = null,
  depth = 0,
): Shape {
  const { node, assumed: marked } = resolve(schema);
  const assumed = marked ?? inherited;
  if (!node || depth > 10) return empty(assumed);
  const shape = own(node, assumed);
  if (Array.isArray(node.allOf))
    node.allOf.forEach((part) => merge(shape, normalise(part, resolve, assumed, depth + 1)));
  const alternatives = Array.isArray(node.oneOf)
    ? node.oneOf
    : Array.isArray(node.anyOf)
      ? node.anyOf
      : null;
  if (alternatives)
    merge(
      shape,
      union(
        alternatives.map((v) => normalise(v, resolve, null, depth + 1)),
        assumed,
      ),
    );
  return shape;
}
