/**
 * Validates and dereferences an OpenAPI document with @readme/openapi-parser (the official
 * OpenAPI JSON Schemas plus the specification's own rules: duplicate operation ids, path
 * parameters that are not declared...), then lists its operations. Loaded on first use of the
 * explorer, never with the console (docs/decisions/0003-api-explorer.md).
 */
import { dereference, validate } from '@readme/openapi-parser';
import { dialectOf, type Dialect } from './schema-check';
import { listOperations, tagOrder, type OperationInfo } from './operation-index';

export interface LoadedDocument {
  title: string;
  /** info.version: the API's own version. */
  version: string;
  /** The `openapi` field: 3.0.x or 3.1.x. */
  openapi: string;
  dialect: Dialect;
  operations: OperationInfo[];
  tags: string[];
  /** The parser's findings; the explorer still opens what it could read. */
  valid: boolean;
  errors: string[];
  warnings: string[];
  /**
   * False when the structure check (JSON Schema of OpenAPI, run by Ajv, which compiles to code)
   * could not run, as under a Content-Security-Policy without 'unsafe-eval': references were
   * still resolved and operations listed.
   */
  structureChecked: boolean;
  /** How long reading took in the browser, in ms. */
  parseMs: number;
}

const PARSER_OPTIONS = { resolve: { external: false }, dereference: { circular: 'ignore' as const } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isEvalRefusal(error: unknown): boolean {
  return error instanceof EvalError || (error instanceof Error && /unsafe-eval|Content Security Policy|Function\(\)/i.test(error.message));
}

/** Reads the document text (JSON). Throws only when it is no OpenAPI 3 document at all. */
export async function loadDocument(text: string): Promise<LoadedDocument> {
  const started = performance.now();
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new Error('The document is not JSON.');
  }
  if (!isObject(document) || typeof document.openapi !== 'string' || !/^3\./.test(document.openapi)) {
    throw new Error(isObject(document) && typeof document.swagger === 'string' ? 'This is a Swagger 2.0 document; the explorer reads OpenAPI 3.' : 'This is not an OpenAPI 3 document.');
  }
  let valid = true;
  let errors: string[] = [];
  let warnings: string[] = [];
  let structureChecked = true;
  try {
    // validate() dereferences the object in place (circular references left as $ref).
    const result = await validate(document as never, PARSER_OPTIONS);
    warnings = result.warnings.map((warning) => warning.message);
    if (!result.valid) {
      valid = false;
      errors = result.errors.map((error) => error.message);
      if (result.additionalErrors > 0) errors.push(`…and ${result.additionalErrors} more.`);
    }
  } catch (error) {
    if (!isEvalRefusal(error)) {
      valid = false;
      errors = [error instanceof Error ? error.message : String(error)];
    } else structureChecked = false;
  }
  // validate() has resolved the references when it got through; otherwise resolve what can be.
  if (!valid || !structureChecked) {
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
    title: typeof info.title === 'string' ? info.title : 'Untitled API',
    version: typeof info.version === 'string' ? info.version : '?',
    openapi: document.openapi,
    dialect: dialectOf(document),
    operations: listOperations(document),
    tags: tagOrder(document),
    valid,
    errors,
    warnings,
    structureChecked,
    parseMs: Math.round(performance.now() - started),
  };
}
