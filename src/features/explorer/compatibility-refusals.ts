/**
 * The shape the live document declares for refusals (its 4xx and default answers), for the
 * compatibility report (docs/drift.md): our contract's `{code, message}`, problem details (RFC
 * 9457), `{error: {...}}`, `{error: "..."}`, `{errors: [...]}`, `{message}`, other JSON, plain text,
 * HTML, or no body at all. The console reads every one of them (src/api/error-body.ts, the same
 * names); the report says which the service declares. Pure, run in the comparison's worker.
 */
import type { ErrorShape } from '@/api/error-body';

/** What a refusal's declared body is: one of the shapes the console reads, or none declared. */
export type DeclaredShape = Exclude<ErrorShape, 'empty'> | 'none';

export interface RefusalShapes {
  /** Each shape with the number of operations that declare it for a refusal, most first. */
  shapes: Array<{ shape: DeclaredShape; operations: number }>;
  /** Operations that declare any refusal. */
  operations: number;
}

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** How deep a chain of $refs and allOf parts is followed (a document's cycles end here). */
const MAX_DEPTH = 16;

/** A local `$ref` followed through the document ("#/components/schemas/Error"). */
function resolve(document: Node, node: unknown, depth = 0): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || depth > MAX_DEPTH) return node;
  if (!node.$ref.startsWith('#/')) return undefined;
  let at: unknown = document;
  for (const part of node.$ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    at = isObject(at) ? at[key] : undefined;
  }
  return resolve(document, at, depth + 1);
}

/** A schema's properties, its allOf parts' included. */
function properties(document: Node, schema: unknown, depth = 0): Node {
  const resolved = resolve(document, schema);
  if (!isObject(resolved) || depth > MAX_DEPTH) return {};
  const own = isObject(resolved.properties) ? resolved.properties : {};
  const parts = Array.isArray(resolved.allOf) ? resolved.allOf : [];
  return Object.assign(
    {},
    ...parts.map((part: unknown) => properties(document, part, depth + 1)),
    own,
  ) as Node;
}

function jsonShape(document: Node, schema: unknown): DeclaredShape {
  const props = properties(document, schema);
  const has = (name: string) => name in props;
  if (has('code') && has('message')) return 'contract';
  if (has('detail') || (has('title') && (has('type') || has('status')))) return 'problem-details';
  if (has('error')) {
    const error = resolve(document, props.error);
    return isObject(error) && (error.type === 'string' || error.enum !== undefined)
      ? 'error-text'
      : 'error-object';
  }
  if (has('errors')) return 'errors-list';
  if (has('message')) return 'message';
  return 'json-other';
}

/** The shapes one response declares (one per media type), or none. */
function responseShapes(document: Node, response: unknown): DeclaredShape[] {
  const resolved = resolve(document, response);
  const content = isObject(resolved) && isObject(resolved.content) ? resolved.content : {};
  const media = Object.entries(content);
  if (media.length === 0) return ['none'];
  return media.map(([type, value]) => {
    const lower = type.toLowerCase();
    if (lower.includes('problem+json')) return 'problem-details';
    if (/[/+]json\b/.test(lower)) return jsonShape(document, isObject(value) ? value.schema : {});
    if (lower.startsWith('text/html')) return 'html';
    return 'text';
  });
}

/** The refusals' shapes the document declares, over all its operations. */
export function refusalShapes(document: Node): RefusalShapes {
  const counts = new Map<DeclaredShape, number>();
  let operations = 0;
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const refusals = Object.entries(operation.responses).filter(([status]) =>
        /^(4\d\d|4XX|default)$/i.test(status),
      );
      if (refusals.length === 0) continue;
      operations += 1;
      const shapes = new Set(refusals.flatMap(([, value]) => responseShapes(document, value)));
      for (const shape of shapes) counts.set(shape, (counts.get(shape) ?? 0) + 1);
    }
  }
  const shapes = [...counts.entries()]
    .map(([shape, count]) => ({ shape, operations: count }))
    .sort((a, b) => b.operations - a.operations);
  return { shapes, operations };
}
