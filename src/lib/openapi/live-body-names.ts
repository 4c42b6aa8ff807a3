/**
 * Whether a console form's operation differs in the live document, by names alone (docs/drift.md):
 * the body fields it requires that the form does not have, and the fields the form sends that it
 * no longer lists. Small and free of the form model and the schema checker, so a form whose
 * document matches never loads them (use-live-body.ts); live-body.ts builds the fields from it.
 */
import type { OperationInfo, Schema } from './operation-index';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's properties and required names, its allOf parts merged; undefined for alternatives or no properties. */
export function bodyShape(
  schema: Schema | undefined,
): { properties: Record<string, Schema>; required: Set<string> } | undefined {
  if (!schema) return undefined;
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [])];
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  let listed = false;
  for (const part of parts) {
    if (isObject(part.properties)) {
      listed = true;
      for (const [name, property] of Object.entries(part.properties))
        if (isObject(property)) properties[name] = property;
    }
    if (Array.isArray(part.required))
      for (const name of part.required) if (typeof name === 'string') required.add(name);
  }
  // Alternatives (oneOf, anyOf) say nothing sure about one property: the form is left as it is.
  if (!listed || schema.oneOf || schema.anyOf) return undefined;
  return { properties, required };
}

export interface LiveBodyNames {
  /** The live document's operation; undefined when it does not have it. */
  operation: OperationInfo | undefined;
  properties: Record<string, Schema>;
  /** Required body fields the form does not have (read-only ones left out). */
  missing: string[];
  /** Body fields the form sends that the live document's body does not list. */
  dropped: string[];
}

/** `known`: every body field the form has (sent or not); `sent`: the fields it sends. */
export function liveBodyNames(
  operations: readonly OperationInfo[],
  method: string,
  path: string,
  known: readonly string[],
  sent: readonly string[] = known,
): LiveBodyNames {
  const operation = operations.find(
    (one) => one.method === method.toLowerCase() && one.path === path,
  );
  const body = bodyShape(operation?.body?.schema);
  if (!operation || !body) return { operation, properties: {}, missing: [], dropped: [] };
  return {
    operation,
    properties: body.properties,
    missing: [...body.required].filter(
      (name) => !known.includes(name) && body.properties[name]?.readOnly !== true,
    ),
    dropped: sent.filter((name) => !(name in body.properties)),
  };
}
