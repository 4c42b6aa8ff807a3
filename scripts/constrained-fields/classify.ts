/**
 * Which response fields carry a meaning their name fixes (IDs, addresses, dates, currencies,
 * months, URLs, CIDRs, enumerations), and whether the contract constrains each with a format,
 * pattern, enum or const. Used by scripts/count-constrained-fields.ts.
 */
import { createResolver, type Resolver } from '../../src/lib/api-diff/refs';
import { HTTP_METHODS, isNode, type Node } from '../../src/lib/api-diff/types';

/** Field names whose form is fixed by what they name. */
const MEANING: ReadonlyArray<[kind: string, test: RegExp]> = [
  ['id', /^id$|Ids?$/],
  ['ip', /^ip(Address)?$|Ip$/],
  ['date', /At$|^date|^timestamp$|^t$|^expires$/],
  ['currency', /^currency$/],
  ['month', /^month$/],
  ['url', /^url$|Url$/],
  ['cidr', /^cidr$|^ipRange$/],
  [
    'enum',
    /^(status|type|scope|category|event|events|kind|group|author|metric|range|notify|code)$/,
  ],
];

export function meaningOf(name: string): string | undefined {
  return MEANING.find(([, test]) => test.test(name))?.[0];
}

export interface Field {
  /** "GET /instances 200: items[].planId" */
  where: string;
  /** "schema Instance.planId" when the field sits in a named component, else the same as where. */
  location: string;
  kind: string;
  constrained: boolean;
}

const nonNull = (alternatives: unknown[], resolve: Resolver): Node[] =>
  alternatives
    .map((alt) => resolve(alt).node)
    .filter((alt): alt is Node => isNode(alt) && alt.type !== 'null');

/** A format, pattern, enum or const (an empty-only alternative counts as const ''); numbers need both bounds. */
export function isConstrained(schema: Node, resolve: Resolver): boolean {
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')))
    return isNode(schema.items) && isConstrained(resolve(schema.items).node ?? {}, resolve);
  if (
    schema.format ||
    schema.pattern ||
    Array.isArray(schema.enum) ||
    'const' in schema ||
    schema.maxLength === 0
  )
    return true;
  const numeric = [schema.type].flat().some((t) => t === 'integer' || t === 'number');
  if (numeric && schema.minimum !== undefined && schema.maximum !== undefined) return true;
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) {
    const alts = nonNull(alternatives, resolve);
    return alts.length > 0 && alts.every((alt) => isConstrained(alt, resolve));
  }
  return false;
}

function refName(value: unknown): string | undefined {
  return isNode(value) && typeof value.$ref === 'string' ? value.$ref.split('/').pop() : undefined;
}

/** Walks one response schema; records each meaning-bearing leaf field (objects are walked, not counted). */
function walk(
  value: unknown,
  path: string,
  owner: string | undefined,
  resolve: Resolver,
  out: Omit<Field, 'where'>[],
  depth = 0,
): void {
  if (depth > 20) return;
  const schema = resolve(value).node;
  if (!schema) return;
  const named = refName(value) ?? owner;
  for (const part of (schema.allOf as unknown[] | undefined) ?? [])
    walk(part, path, refName(part) ?? named, resolve, out, depth + 1);
  for (const alt of ((schema.oneOf ?? schema.anyOf) as unknown[] | undefined) ?? [])
    if (resolve(alt).node?.type === 'object' || resolve(alt).node?.properties)
      walk(alt, path, refName(alt) ?? named, resolve, out, depth + 1);
  if (isNode(schema.items))
    walk(schema.items, `${path}[]`, refName(schema.items) ?? named, resolve, out, depth + 1);
  for (const [name, property] of Object.entries(
    isNode(schema.properties) ? schema.properties : {},
  )) {
    const fieldPath = path ? `${path}.${name}` : name;
    const kind = meaningOf(name);
    const resolved = resolve(property).node;
    if (kind && resolved && !isObjectSchema(resolved, resolve)) {
      out.push({
        location: named ? `schema ${named}.${name}` : fieldPath,
        kind,
        constrained: isConstrained(resolved, resolve),
      });
    } else walk(property, fieldPath, undefined, resolve, out, depth + 1);
  }
}

function isObjectSchema(schema: Node, resolve: Resolver): boolean {
  if (schema.type === 'object' || isNode(schema.properties)) return true;
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return (
    Array.isArray(alternatives) &&
    nonNull(alternatives, resolve).some((alt) => alt.type === 'object' || isNode(alt.properties))
  );
}

/** Every meaning-bearing field of every response of every operation (one entry per occurrence). */
export function responseFields(document: Node): Field[] {
  const resolve = createResolver(document);
  const fields: Field[] = [];
  for (const [template, item] of Object.entries(isNode(document.paths) ? document.paths : {})) {
    if (!isNode(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isNode(operation) || !isNode(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const media = resolve(response).node?.content;
        const schema =
          isNode(media) && isNode(media['application/json'])
            ? media['application/json'].schema
            : undefined;
        const found: Omit<Field, 'where'>[] = [];
        walk(schema, '', undefined, resolve, found);
        for (const field of found)
          fields.push({
            ...field,
            where: `${method.toUpperCase()} ${template} ${status}: ${field.location}`,
          });
      }
    }
  }
  return fields;
}
