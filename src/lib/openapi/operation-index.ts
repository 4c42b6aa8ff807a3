/**
 * The operations of an OpenAPI document (already dereferenced), as the explorer lists, finds and
 * opens them. Pure code with no imports beyond types: the bench (bench/explorer.mjs) runs it in Node
 * on GitHub's description, and the page runs it once per document.
 */

export const METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type Method = (typeof METHODS)[number];

/** A JSON Schema object as a document holds it (OpenAPI 3.0 or 3.1); anything may be missing. */
export type Schema = Record<string, unknown>;

export interface ParameterInfo {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description: string | undefined;
  schema: Schema | undefined;
  deprecated: boolean;
}

export interface BodyInfo {
  required: boolean;
  mediaType: string;
  schema: Schema | undefined;
  description: string | undefined;
  /** The document's example of the body (`example`, or the first of `examples`), if it gives one. */
  example?: unknown;
}

export interface ResponseInfo {
  status: string;
  description: string | undefined;
  mediaType: string | undefined;
  schema: Schema | undefined;
}

export interface OperationInfo {
  /** Its operationId, or "GET /path" when the document gives none: unique in the document. */
  key: string;
  operationId: string | undefined;
  method: Method;
  path: string;
  summary: string;
  description: string | undefined;
  tags: string[];
  deprecated: boolean;
  /** Anything but GET, HEAD and OPTIONS changes something (spec section 4: a read key may only read). */
  write: boolean;
  parameters: ParameterInfo[];
  body: BodyInfo | undefined;
  responses: ResponseInfo[];
  /** Why a key alone cannot use it, when the document says so; undefined when a key can. */
  keyRefusal: KeyRefusal | undefined;
  /** Lower-cased path, summary, operation id, method and tags: what search looks in. */
  haystack: string;
}

/**
 * Why a key alone cannot use an operation, as data (this code also runs in the document's worker,
 * which has no language: the page words it, key-refusal.ts). `schemes`: it needs one of these
 * security schemes, none of them a bearer key; `refused`: the document lists no success, only a 403
 * (with its description, if any).
 */
export type KeyRefusal =
  { kind: 'schemes'; names: string[] } | { kind: 'refused'; description: string | undefined };

export interface OperationGroup {
  tag: string;
  operations: OperationInfo[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Schemes a bearer API key satisfies: HTTP bearer, or an API key sent in the Authorization header. */
function keySatisfies(scheme: unknown): boolean {
  if (!isObject(scheme)) return false;
  if (scheme.type === 'http') return String(scheme.scheme).toLowerCase() === 'bearer';
  if (scheme.type === 'apiKey')
    return scheme.in === 'header' && String(scheme.name).toLowerCase() === 'authorization';
  return false;
}

function keyRefusal(
  document: Record<string, unknown>,
  operation: Record<string, unknown>,
  responses: ResponseInfo[],
): KeyRefusal | undefined {
  const schemes =
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {};
  const security = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.security)
      ? document.security
      : undefined;
  if (security && security.length > 0) {
    // Any one requirement satisfied is enough; a requirement with no schemes ({}) means no credential.
    const keyWill = security.some(
      (requirement) =>
        isObject(requirement) &&
        Object.keys(requirement).every((name) => keySatisfies(schemes[name])),
    );
    if (!keyWill) {
      const names = [
        ...new Set(
          security.flatMap((requirement) =>
            isObject(requirement) ? Object.keys(requirement) : [],
          ),
        ),
      ];
      return { kind: 'schemes', names };
    }
  }
  // The document's own word: no success answer at all, and a 403 (our admin-only and sign-in
  // routes: "every key is refused with 403").
  const success = responses.some(
    (response) => /^[23]/.test(response.status) || response.status === 'default',
  );
  const refusal = responses.find((response) => response.status === '403');
  if (!success && refusal)
    return { kind: 'refused', description: refusal.description?.replace(/\.$/, '') };
  return undefined;
}

function parameterList(raw: unknown): ParameterInfo[] {
  if (!Array.isArray(raw)) return [];
  const out: ParameterInfo[] = [];
  for (const item of raw) {
    if (!isObject(item) || typeof item.name !== 'string') continue;
    const place = item.in;
    if (place !== 'path' && place !== 'query' && place !== 'header' && place !== 'cookie') continue;
    // A parameter described by `content` instead of `schema` (OpenAPI 3): the first media type's schema.
    const content = isObject(item.content) ? Object.values(item.content).find(isObject) : undefined;
    const schema = isObject(item.schema)
      ? item.schema
      : content && isObject(content.schema)
        ? content.schema
        : undefined;
    out.push({
      name: item.name,
      in: place,
      required: place === 'path' || item.required === true,
      description: text(item.description),
      schema,
      deprecated: item.deprecated === true,
    });
  }
  return out;
}

/** Path-level parameters, overridden by the operation's own of the same name and place. */
function mergeParameters(pathLevel: ParameterInfo[], own: ParameterInfo[]): ParameterInfo[] {
  const key = (p: ParameterInfo) => `${p.in}:${p.name}`;
  const ownKeys = new Set(own.map(key));
  return [...pathLevel.filter((p) => !ownKeys.has(key(p))), ...own];
}

/** JSON first (application/json, then any +json), else the first media type listed. */
export function pickMediaType(content: unknown): [string, Record<string, unknown>] | undefined {
  if (!isObject(content)) return undefined;
  const entries = Object.entries(content).filter(
    (entry): entry is [string, Record<string, unknown>] => isObject(entry[1]),
  );
  return (
    entries.find(([type]) => type.toLowerCase() === 'application/json') ??
    entries.find(([type]) => /[/+]json\b/i.test(type)) ??
    entries[0]
  );
}

function bodyOf(raw: unknown): BodyInfo | undefined {
  if (!isObject(raw)) return undefined;
  const picked = pickMediaType(raw.content);
  if (!picked) return undefined;
  const [mediaType, media] = picked;
  const examples = isObject(media.examples) ? Object.values(media.examples).filter(isObject) : [];
  const example =
    media.example !== undefined
      ? media.example
      : examples.find((entry) => entry.value !== undefined)?.value;
  return {
    required: raw.required === true,
    mediaType,
    schema: isObject(media.schema) ? media.schema : undefined,
    description: text(raw.description),
    ...(example !== undefined ? { example } : {}),
  };
}

function responsesOf(raw: unknown): ResponseInfo[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).map(([status, response]) => {
    const picked = isObject(response) ? pickMediaType(response.content) : undefined;
    return {
      status: status.toUpperCase(),
      description: isObject(response) ? text(response.description) : undefined,
      mediaType: picked?.[0],
      schema: picked && isObject(picked[1].schema) ? picked[1].schema : undefined,
    };
  });
}

/** Every operation of a dereferenced document, in the document's order. */
export function listOperations(document: unknown): OperationInfo[] {
  if (!isObject(document) || !isObject(document.paths)) return [];
  const out: OperationInfo[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    const pathParameters = parameterList(item.parameters);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const operationId = text(operation.operationId);
      // A duplicated operationId (a document error the parser reports) must not hide an operation.
      const key =
        operationId && !seen.has(operationId) ? operationId : `${method.toUpperCase()} ${path}`;
      seen.add(key);
      const responses = responsesOf(operation.responses);
      const summary = text(operation.summary) ?? text(operation.description)?.split('\n')[0] ?? '';
      const tags = Array.isArray(operation.tags)
        ? operation.tags.filter(
            (tag): tag is string => typeof tag === 'string' && tag.trim() !== '',
          )
        : [];
      out.push({
        key,
        operationId,
        method,
        path,
        summary,
        description: text(operation.description),
        tags,
        deprecated: operation.deprecated === true,
        write: !['get', 'head', 'options'].includes(method),
        parameters: mergeParameters(pathParameters, parameterList(operation.parameters)),
        body: bodyOf(operation.requestBody),
        responses,
        keyRefusal: keyRefusal(document, operation, responses),
        haystack: [path, summary, operationId ?? '', method, ...tags].join('\n').toLowerCase(),
      });
    }
  }
  return out;
}

/** The group of operations without a tag; the page words it ("Other"). */
export const UNTAGGED = 'Other';

/** Grouped by first tag, groups in the order of the document's tag list, then as they come. */
export function groupByTag(operations: OperationInfo[], tagOrder: string[] = []): OperationGroup[] {
  const groups = new Map<string, OperationInfo[]>();
  for (const tag of tagOrder) groups.set(tag, []);
  for (const operation of operations) {
    const tag = operation.tags[0] ?? UNTAGGED;
    const list = groups.get(tag);
    if (list) list.push(operation);
    else groups.set(tag, [operation]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([tag, list]) => ({ tag, operations: list }));
}

/** The document's tag names, in its order. */
export function tagOrder(document: unknown): string[] {
  if (!isObject(document) || !Array.isArray(document.tags)) return [];
  return document.tags.flatMap((tag) =>
    isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [],
  );
}

/**
 * Case-insensitive: every word of the query must appear in the path, summary, operation id,
 * method or tags ("post vpcs", "members", "listTick").
 */
export function filterOperations(operations: OperationInfo[], query: string): OperationInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return operations;
  return operations.filter((operation) => words.every((word) => operation.haystack.includes(word)));
}

/** "GET /instances/{id}": how the console's own contract names an operation (OPERATION_IDS). */
export const routeKey = (operation: Pick<OperationInfo, 'method' | 'path'>) =>
  `${operation.method.toUpperCase()} ${operation.path}`;
