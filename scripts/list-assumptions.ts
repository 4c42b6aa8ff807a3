/**
 * npx tsx scripts/list-assumptions.ts [document]
 * Prints every `x-assumed: true` of the contract with its reason, as a Markdown list, in document
 * order. docs/contract.md carries its output; rerun and paste after editing the document.
 */
import { fileURLToPath } from 'node:url';
import { loadDocument } from './api-diff/load';
import { assumptionOf } from '../src/lib/api-diff/refs';
import { HTTP_METHODS, isNode, type Node } from '../src/lib/api-diff/types';

const DEFAULT = fileURLToPath(new URL('../openapi/cloud-console.v1.yaml', import.meta.url));

/** "GET /instances/{id} response 201", "schema Instance.createdAt": where a reader finds it. */
export function describeLocation(segments: string[], document: Node): string {
  const [section = '', first = '', second = ''] = segments;
  const isOperation = section === 'paths' && (HTTP_METHODS as readonly string[]).includes(second);
  let head: string;
  let rest: string[];
  if (isOperation) [head, rest] = [`${second.toUpperCase()} ${first}`, segments.slice(3)];
  else if (section === 'paths') [head, rest] = [first, segments.slice(2)];
  else [head, rest] = [`${first.replace(/s$/, '')} ${second}`, segments.slice(3)];

  let node: unknown = segments
    .slice(0, segments.length - rest.length)
    .reduce<unknown>((n, key) => (n as Node)?.[key], document);
  const words = [head];
  let fields = '';
  for (let i = 0; i < rest.length; i += 1) {
    const segment = rest[i]!;
    const next = rest[i + 1] ?? '';
    node = (node as Node | undefined)?.[segment];
    // Containers keyed by name or index: name the entry and step into it.
    if (['responses', 'parameters', 'headers', 'properties'].includes(segment)) {
      node = (node as Node | undefined)?.[next];
      i += 1;
      if (segment === 'responses') words.push(`response ${next}`);
      if (segment === 'headers') words.push(`header ${next}`);
      if (segment === 'parameters')
        words.push(`parameter ${String((node as Node | undefined)?.name ?? next)}`);
      if (segment === 'properties') fields += `.${next}`;
    } else if (segment === 'requestBody') words.push('request body');
    else if (segment === 'items') fields += '[]';
  }
  // Fields of a component read as Instance.createdAt; inside an operation as api:diff writes them.
  if (section === 'components' || !fields) return words.join(' ') + fields;
  return `${words.join(' ')}: ${fields.replace(/^\./, '')}`;
}

export function listAssumptions(document: Node): { where: string; reason: string }[] {
  const found: { where: string; reason: string }[] = [];
  const walk = (value: unknown, segments: string[]) => {
    const reason = assumptionOf(value);
    if (reason) found.push({ where: describeLocation(segments, document), reason });
    if (isNode(value) || Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...segments, key]);
    }
  };
  walk(document, []);
  return found;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const document = await loadDocument(process.argv[2] ?? DEFAULT);
  const items = listAssumptions(document);
  console.log(`${items.length} assumptions (x-assumed: true):\n`);
  for (const { where, reason } of items) console.log(`- \`${where}\` — ${reason}`);
}
