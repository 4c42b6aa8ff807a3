/**
 * Checks a value against a schema of the document: the inputs before sending (types, enums,
 * formats, bounds) and the answer after (what does not match its documented schema). It uses
 * @cfworker/json-schema, which interprets the schema instead of compiling it to code, so it runs
 * under the console's Content-Security-Policy (no eval; docs/decisions/0003-api-explorer.md).
 */
import { Validator, type Schema as CfSchema } from '@cfworker/json-schema';
import type { Schema } from './operation-index';

export type Dialect = '3.0' | '3.1';

export interface SchemaProblem {
  /** Where in the value: "/items/0/status", or "" for the value itself. */
  at: string;
  message: string;
}

export interface CheckResult {
  problems: SchemaProblem[];
  /** Parts of the schema that could not be checked (a circular reference left as $ref). */
  unchecked: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document's dialect from its `openapi` field: 3.1 and later are JSON Schema 2020-12. */
export function dialectOf(document: unknown): Dialect {
  const version =
    isObject(document) && typeof document.openapi === 'string' ? document.openapi : '3.0';
  return /^3\.0/.test(version) ? '3.0' : '3.1';
}

/**
 * A copy the validator can take: OpenAPI 3.0's `nullable` as a null type, `readOnly` properties
 * not required of a request (nor `writeOnly` of an answer), references the parser left (circular
 * ones) as "anything". The validator writes into the schema it gets, so the document's own objects
 * are never handed to it.
 */
export function toJsonSchema(
  schema: Schema,
  dialect: Dialect,
  direction: 'request' | 'response',
): { schema: Schema; unchecked: boolean } {
  let unchecked = false;
  const seen = new Map<object, Schema>();
  const skip = direction === 'request' ? 'readOnly' : 'writeOnly';
  const convert = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((item) => convert(item, depth + 1));
    if (!isObject(node)) return node;
    if (depth > 60) {
      unchecked = true;
      return {};
    }
    const known = seen.get(node);
    if (known) return known;
    if (typeof node.$ref === 'string') {
      unchecked = true;
      return {};
    }
    const out: Schema = {};
    seen.set(node, out);
    for (const [key, value] of Object.entries(node)) {
      if (
        key === 'example' ||
        key === 'examples' ||
        key === 'discriminator' ||
        key === 'xml' ||
        key === 'externalDocs' ||
        key.startsWith('x-')
      )
        continue;
      // `properties`, `patternProperties`, `$defs` hold names, not keywords: keep every name.
      if (
        (key === 'properties' ||
          key === 'patternProperties' ||
          key === '$defs' ||
          key === 'definitions') &&
        isObject(value)
      ) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, sub]) => [name, convert(sub, depth + 1)]),
        );
      } else out[key] = convert(value, depth + 1);
    }
    if (dialect === '3.0' && node.nullable === true) {
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    }
    if (Array.isArray(out.required) && isObject(node.properties)) {
      const properties = node.properties;
      out.required = out.required.filter(
        (name) =>
          !(
            typeof name === 'string' &&
            isObject(properties[name]) &&
            properties[name][skip] === true
          ),
      );
    }
    return out;
  };
  return { schema: convert(schema, 0) as Schema, unchecked };
}

const DRAFT = { '3.0': '4', '3.1': '2020-12' } as const;

/** Every way `value` breaks `schema` (all of them, not the first only). */
export function checkValue(
  schema: Schema | undefined,
  value: unknown,
  dialect: Dialect,
  direction: 'request' | 'response' = 'request',
): CheckResult {
  if (!schema) return { problems: [], unchecked: false };
  const converted = toJsonSchema(schema, dialect, direction);
  let result;
  try {
    result = new Validator(converted.schema as CfSchema, DRAFT[dialect], false).validate(value);
  } catch {
    // A schema the validator cannot take (an unknown draft feature): say it was not checked.
    return { problems: [], unchecked: true };
  }
  if (result.valid) return { problems: [], unchecked: converted.unchecked };
  // The validator reports each failure and then each schema around it that failed because of it
  // ("properties", "allOf"); keep the innermost: the ones another error's location does not contain.
  const errors = result.errors.filter(
    (error) =>
      ![
        'properties',
        'items',
        'allOf',
        'anyOf',
        'oneOf',
        '$ref',
        'additionalProperties',
        'prefixItems',
        'unevaluatedProperties',
        'then',
        'else',
        'if',
        'dependentSchemas',
      ].includes(error.keyword) || result.errors.length === 1,
  );
  const shown = (errors.length > 0 ? errors : result.errors).map((error) => ({
    at: error.instanceLocation.replace(/^#/, ''),
    message: error.error,
  }));
  const unique = [
    ...new Map(shown.map((problem) => [`${problem.at} ${problem.message}`, problem])).values(),
  ];
  return { problems: unique, unchecked: converted.unchecked };
}
