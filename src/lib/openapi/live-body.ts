/**
 * A console form against the live document (docs/drift.md, "Forms that follow the live document"):
 * the body fields the live document requires that the form does not have, built as the explorer
 * builds its fields (request-model.ts), and the fields the form sends that the document no longer
 * lists. Loaded with the form's live fields (live-body-fields.tsx), when the document is there.
 */
import { t } from '@lingui/core/macro';
import { coerce, field, type FieldSpec } from './request-model';
import { checkValue, type Dialect } from './schema-check';
import { validatorWords } from './validator-words';
import type { OperationInfo, Schema } from './operation-index';

/** What a form needs of the live document (the explorer's LoadedDocument has it). */
export interface LiveDocument {
  operations: OperationInfo[];
  dialect: Dialect;
}

export interface LiveBody {
  /** The live document's operation; undefined when it does not have it. */
  operation: OperationInfo | undefined;
  /** Body fields the live document requires that the form does not have. */
  fields: FieldSpec[];
  /** Body fields the form sends that the live document's body does not list. */
  dropped: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's properties and required names, its allOf parts merged. */
function shape(schema: Schema | undefined): { properties: Record<string, Schema>; required: Set<string>; open: boolean } | undefined {
  if (!schema) return undefined;
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [])];
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  let listed = false;
  for (const part of parts) {
    if (isObject(part.properties)) {
      listed = true;
      for (const [name, property] of Object.entries(part.properties)) if (isObject(property)) properties[name] = property;
    }
    if (Array.isArray(part.required)) for (const name of part.required) if (typeof name === 'string') required.add(name);
  }
  // Alternatives (oneOf, anyOf) say nothing sure about one property: the form is left as it is.
  if (!listed || schema.oneOf || schema.anyOf) return undefined;
  return { properties, required, open: schema.additionalProperties !== false };
}

/**
 * The form's operation in the live document: `known`, every body field the form has (sent or not);
 * `sent`, the fields it sends.
 */
export function liveBody(document: LiveDocument, method: string, path: string, known: readonly string[], sent: readonly string[] = known): LiveBody {
  const operation = document.operations.find((one) => one.method === method.toLowerCase() && one.path === path);
  const body = shape(operation?.body?.schema);
  if (!operation || !body) return { operation, fields: [], dropped: [] };
  const fields = [...body.required]
    .filter((name) => !known.includes(name) && body.properties[name]?.readOnly !== true)
    .map((name) => {
      const schema = body.properties[name];
      return field('body', name, true, schema, undefined, schema?.deprecated === true);
    });
  const dropped = sent.filter((name) => !(name in body.properties));
  return { operation, fields, dropped };
}

/** The live fields' typed text as the values sent, and what stops them being sent, by field id. */
export function liveValues(fields: readonly FieldSpec[], values: Record<string, string>, dialect: Dialect): { body: Record<string, unknown>; problems: Record<string, string[]> } {
  const body: Record<string, unknown> = {};
  const problems: Record<string, string[]> = {};
  for (const spec of fields) {
    const raw = values[spec.id] ?? '';
    if (raw.trim() === '') {
      problems[spec.id] = [t`The live service requires this field.`];
      continue;
    }
    const coerced = coerce(spec, raw);
    if ('error' in coerced) {
      problems[spec.id] = [coerced.error];
      continue;
    }
    const found = checkValue(spec.schema, coerced.value, dialect).problems.map((problem) => `${problem.at ? `${problem.at}: ` : ''}${validatorWords(problem.message)}`);
    if (found.length > 0) problems[spec.id] = found;
    else body[spec.name] = coerced.value;
  }
  return { body, problems };
}
