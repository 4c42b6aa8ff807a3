import { isNode, type Assumption, type Node } from './types';

export interface Resolved {
  /** The schema (or parameter, response...) with $refs followed; undefined when unresolvable. */
  node: Node | undefined;
  /** The x-assumed-reason found on the reference or anything it led to. */
  assumed: Assumption;
}

/** The assumption marked on one node: `x-assumed: true`, with its reason when given. */
export function assumptionOf(node: unknown): Assumption {
  if (!isNode(node) || node['x-assumed'] !== true) return null;
  const reason = node['x-assumed-reason'];
  return typeof reason === 'string' && reason.trim()
    ? reason.trim()
    : 'marked x-assumed without a reason';
}

function decodePointer(pointer: string): string[] {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part.length > 0)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Follows local $refs ('#/components/...'), keeping sibling keys (OpenAPI 3.1 allows them). */
export function createResolver(document: Node) {
  function lookup(ref: string): unknown {
    if (!ref.startsWith('#')) return undefined; // another file: not followed
    let current: unknown = document;
    for (const part of decodePointer(ref))
      current = isNode(current) || Array.isArray(current) ? (current as Node)[part] : undefined;
    return current;
  }

  return function resolve(value: unknown): Resolved {
    let node: unknown = value;
    let assumed: Assumption = assumptionOf(value);
    const seen = new Set<string>();
    while (isNode(node) && typeof node.$ref === 'string') {
      if (seen.has(node.$ref)) return { node: undefined, assumed };
      seen.add(node.$ref);
      const { $ref, ...siblings } = node;
      const target = lookup($ref);
      if (!isNode(target)) return { node: undefined, assumed };
      // The nearest mark wins: a reason written beside the $ref is about this use of the target.
      assumed = assumed ?? assumptionOf(target);
      node = { ...target, ...siblings };
    }
    return { node: isNode(node) ? node : undefined, assumed };
  };
}

export type Resolver = ReturnType<typeof createResolver>;
