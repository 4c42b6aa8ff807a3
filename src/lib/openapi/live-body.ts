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
import { liveBodyNames } from './live-body-names';
import type { OperationInfo } from './operation-index';

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

/**
 * The form's operation in the live document: `known`, every body field the form has (sent or not);
 * `sent`, the fields it sends.
 */
export function liveBody(
  document: LiveDocument,
  method: string,
  path: string,
  known: readonly string[],
  sent: readonly string[] = known,
): LiveBody {
  const { operation, properties, missing, dropped } = liveBodyNames(
    document.operations,
    method,
    path,
    known,
    sent,
  );
  const fields = missing.map((name) => {
    const schema = properties[name];
    return field('body', name, true, schema, undefined, schema?.deprecated === true);
  });
  return { operation, fields, dropped };
}

/** The live fields' typed text as the values sent, and what stops them being sent, by field id. */
export function liveValues(
  fields: readonly FieldSpec[],
  values: Record<string, string>,
  dialect: Dialect,
): { body: Record<string, unknown>; problems: Record<string, string[]> } {
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
    const found = checkValue(spec.schema, coerced.value, dialect).problems.map(
      (problem) => `${problem.at ? `${problem.at}: ` : ''}${validatorWords(problem.message)}`,
    );
    if (found.length > 0) problems[spec.id] = found;
    else body[spec.name] = coerced.value;
  }
  return { body, problems };
}
