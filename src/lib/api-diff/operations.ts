import { assumptionOf, type Resolver } from './refs';
import { HTTP_METHODS, isNode, type Assumption, type Node } from './types';

export interface Operation {
  /** Method and path with parameter names dropped, so {id} and {instanceId} match. */
  key: string;
  /** Method and path as the document spells them. */
  label: string;
  node: Node;
  pathItem: Node;
  pathParams: string[];
  assumed: Assumption;
  /**
   * The ways the operation takes a key (its own `security`, else the document's): alternatives,
   * each the schemes it needs at once, as "http:bearer", "apiKey:header:X-API-Key", "oauth2"...
   * An empty alternative takes no key.
   */
  security: string[][];
}

/** A security scheme as what a client must do, whatever the document names it. */
function schemeWords(scheme: unknown): string {
  if (!isNode(scheme)) return 'unknown';
  const type = String(scheme.type);
  if (type === 'http') return `http:${String(scheme.scheme ?? '').toLowerCase()}`;
  if (type === 'apiKey') return `apiKey:${String(scheme.in)}:${String(scheme.name)}`;
  return type;
}

function securityOf(document: Node, node: Node): string[][] {
  const requirements = Array.isArray(node.security) ? node.security : document.security;
  if (!Array.isArray(requirements)) return [];
  const schemes = isNode(document.components) ? document.components.securitySchemes : undefined;
  return requirements.filter(isNode).map((requirement) =>
    Object.keys(requirement)
      .map((name) => schemeWords(isNode(schemes) ? schemes[name] : undefined))
      .sort(),
  );
}

/** Drops a /api/v1 prefix (a document may put it in the paths rather than the server URL). */
export function normalisePath(path: string): string {
  const bare = path.replace(/^\/api\/v1(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  return bare.replace(/\{[^}]*\}/g, '{}');
}

export function collectOperations(document: Node): Operation[] {
  const paths = isNode(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isNode(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const node = pathItem[method];
      if (!isNode(node)) continue;
      operations.push({
        key: `${method.toUpperCase()} ${normalisePath(path)}`,
        label: `${method.toUpperCase()} ${path}`,
        node,
        pathItem,
        pathParams: [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!),
        assumed: assumptionOf(node),
        security: securityOf(document, node),
      });
    }
  }
  return operations;
}

export interface Parameter {
  label: string;
  node: Node;
  assumed: Assumption;
}

/** Path-level and operation-level parameters; path ones keyed by position, not by name. */
export function parametersOf(operation: Operation, resolve: Resolver): Map<string, Parameter> {
  const result = new Map<string, Parameter>();
  const all = [operation.pathItem.parameters, operation.node.parameters].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  for (const raw of all) {
    const { node, assumed } = resolve(raw);
    if (!node || typeof node.name !== 'string' || typeof node.in !== 'string' || node.in === 'body')
      continue;
    const position = operation.pathParams.indexOf(node.name);
    const key =
      node.in === 'path' && position >= 0
        ? `path:#${position}`
        : `${node.in}:${node.name.toLowerCase()}`;
    result.set(key, { label: `${node.in} parameter ${node.name}`, node, assumed });
  }
  return result;
}

const mediaOf = (holder: Node): string[] =>
  isNode(holder.content) ? Object.keys(holder.content).map((type) => type.toLowerCase()) : [];

function jsonSchemaOf(holder: Node): unknown {
  if ('schema' in holder) return holder.schema; // Swagger 2.0
  if (!isNode(holder.content)) return undefined;
  const types = Object.keys(holder.content);
  const json =
    types.find((t) => t === 'application/json') ??
    types.find((t) => t.includes('json')) ??
    types[0];
  const media = json ? holder.content[json] : undefined;
  return isNode(media) ? media.schema : undefined;
}

export interface Body {
  schema: unknown;
  required: boolean;
  assumed: Assumption;
  /** A response's header names, lower-cased. */
  headers?: string[];
  /** Its media types, lower-cased ([] for Swagger 2.0 and a body without content). */
  media: string[];
}

export function requestBodyOf(operation: Operation, resolve: Resolver): Body | undefined {
  const { node, assumed } = resolve(operation.node.requestBody);
  if (node)
    return {
      schema: jsonSchemaOf(node),
      required: node.required === true,
      assumed,
      media: mediaOf(node),
    };
  const parameters = Array.isArray(operation.node.parameters) ? operation.node.parameters : [];
  const body = parameters.map((p) => resolve(p)).find((p) => p.node?.in === 'body'); // Swagger 2.0
  return body?.node
    ? {
        schema: body.node.schema,
        required: body.node.required === true,
        assumed: body.assumed,
        media: [],
      }
    : undefined;
}

/** Every response status the operation lists ('200', '404', '5XX', 'default'), upper-cased. */
export function statusesOf(operation: Operation): string[] {
  const responses = isNode(operation.node.responses) ? operation.node.responses : {};
  return Object.keys(responses).map((code) => code.toUpperCase());
}

/** The 2xx responses ('200', '201', '2XX'...) with their JSON schemas. */
export function successResponsesOf(operation: Operation, resolve: Resolver): Map<string, Body> {
  const result = new Map<string, Body>();
  const responses = isNode(operation.node.responses) ? operation.node.responses : {};
  for (const [code, raw] of Object.entries(responses)) {
    if (!/^2/.test(code)) continue;
    const { node, assumed } = resolve(raw);
    const headers = isNode(node?.headers)
      ? Object.keys(node.headers).map((name) => name.toLowerCase())
      : [];
    if (node)
      result.set(code, {
        schema: jsonSchemaOf(node),
        required: true,
        assumed,
        headers,
        media: mediaOf(node),
      });
  }
  return result;
}
