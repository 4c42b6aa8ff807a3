/**
 * What the explorer's workers will read, checked before anything recursive touches the document.
 * The parser, the reference resolver and the structured clone that carries the answer back to the
 * page all recurse: a document nested thousands of levels deep overflows their stack (F13), and a
 * document of tens of thousands of operations takes seconds a piece to validate and to list (F14).
 * Each limit is named with the measured value, so the page can say which one a document broke.
 *
 * Pure code with no imports: both workers (document.worker.ts, compatibility.worker.ts) and the
 * tests run it.
 */

/**
 * Bytes of JSON: two and a half times GitHub's REST description (13 MB, read in 1 to 2 s), which is
 * the largest public document the explorer is measured on (docs/explorer.md).
 */
export const MAX_DOCUMENT_BYTES = 32_000_000;
/**
 * Levels of JSON nesting. Real documents stay far below (GitHub's is 21 deep, ours 14); the
 * structured clone that carries a read document to the page overflows between 1,000 and 2,000
 * levels, and dereferencing can deepen what the text nests, so the margin is wide.
 */
export const MAX_DOCUMENT_DEPTH = 256;
/** Operations: the audit's document had 30,072 and must be read; reading 30,000 takes about 5 s. */
export const MAX_DOCUMENT_OPERATIONS = 50_000;

/**
 * Why a text is no document the explorer reads, as data (a worker has no language: the page words
 * it, queries.ts). The limits carry what was measured and the limit it broke.
 */
export type Refusal =
  | { reason: 'not-json' }
  | { reason: 'swagger-2' }
  | { reason: 'not-openapi-3' }
  | { reason: 'too-large'; bytes: number; limit: number }
  | { reason: 'too-deep'; depth: number; limit: number }
  | { reason: 'too-many-operations'; operations: number; limit: number };

export type RefusalReason = Refusal['reason'];

export class DocumentRefusal extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentRefusal';
  }

  get reason(): RefusalReason {
    return this.refusal.reason;
  }
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** UTF-8 bytes of the text, counted without copying it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair is one four-byte character.
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * How deep the JSON text nests (objects and arrays), read as text in one pass: no parse, no
 * recursion, so a document of any depth is measured safely. Brackets inside strings do not count.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character, a quote among them.
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return deepest;
}

/** Operations under `paths`: each path item's HTTP methods. */
export function countOperations(document: Record<string, unknown>): number {
  if (!isObject(document.paths)) return 0;
  let count = 0;
  for (const item of Object.values(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) if (isObject(item[method])) count += 1;
  }
  return count;
}

const formatCount = (value: number) => value.toLocaleString('en');
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1).replace(/\.0$/, '')} MB`;

/** Throws DocumentRefusal when the text is larger or nests deeper than the explorer reads. */
export function checkTextLimits(text: string): void {
  // Characters are at least one byte each and at most three: most documents skip the count.
  const bytes = text.length > MAX_DOCUMENT_BYTES / 3 ? utf8Bytes(text) : 0;
  if (bytes > MAX_DOCUMENT_BYTES)
    throw new DocumentRefusal(
      { reason: 'too-large', bytes, limit: MAX_DOCUMENT_BYTES },
      `The document is ${megabytes(bytes)}; the limit is ${megabytes(MAX_DOCUMENT_BYTES)}.`,
    );
  const depth = nestingDepth(text);
  if (depth > MAX_DOCUMENT_DEPTH)
    throw new DocumentRefusal(
      { reason: 'too-deep', depth, limit: MAX_DOCUMENT_DEPTH },
      `The document is nested ${formatCount(depth)} levels deep; the limit is ${formatCount(MAX_DOCUMENT_DEPTH)}.`,
    );
}

/** Throws DocumentRefusal when the parsed document has more operations than the explorer reads. */
export function checkOperationLimit(document: Record<string, unknown>): void {
  const operations = countOperations(document);
  if (operations > MAX_DOCUMENT_OPERATIONS)
    throw new DocumentRefusal(
      { reason: 'too-many-operations', operations, limit: MAX_DOCUMENT_OPERATIONS },
      `The document has ${formatCount(operations)} operations; the limit is ${formatCount(MAX_DOCUMENT_OPERATIONS)}.`,
    );
}

/**
 * The document's text parsed, once it is within the size and depth limits, with its operations
 * counted against theirs; throws DocumentRefusal naming the first limit it breaks, or why it is not
 * an OpenAPI 3 document.
 */
export function parseWithinLimits(text: string): Record<string, unknown> & { openapi: string } {
  checkTextLimits(text);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new DocumentRefusal({ reason: 'not-json' }, 'The document is not JSON.');
  }
  if (
    !isObject(document) ||
    typeof document.openapi !== 'string' ||
    !/^3\./.test(document.openapi)
  ) {
    throw isObject(document) && typeof document.swagger === 'string'
      ? new DocumentRefusal(
          { reason: 'swagger-2' },
          'This is a Swagger 2.0 document; the explorer reads OpenAPI 3.',
        )
      : new DocumentRefusal({ reason: 'not-openapi-3' }, 'This is not an OpenAPI 3 document.');
  }
  checkOperationLimit(document);
  return document as Record<string, unknown> & { openapi: string };
}
