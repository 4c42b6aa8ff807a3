/**
 * Every paginated list of the contract (an operation that takes the shared `Limit` and `Offset`)
 * changes its envelope under the `pagination-envelope` drift, in the document and in the answer:
 * the drift plays only the paths in `PAGINATED` of mock/drift.ts, and a list missing there would
 * pass the console's drift tests without ever being drifted.
 */
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../app';
import { doc, operations } from '../contract/openapi';
import { driftDocument } from '../drift';

type Json = Record<string, unknown>;

const takes = (parameters: unknown, name: string) =>
  ((parameters ?? []) as Json[]).some(
    (parameter) => parameter.$ref === `#/components/parameters/${name}`,
  );

/** `[GET, /backups]` for each operation that takes both shared paging parameters. */
const paginated = operations.flatMap(({ method, template, op }) => {
  const parameters = [
    ...((doc.paths[template]!.parameters ?? []) as Json[]),
    ...((op.parameters ?? []) as Json[]),
  ];
  return takes(parameters, 'Limit') && takes(parameters, 'Offset')
    ? [[method, template] as const]
    : [];
});

const drifted = driftDocument(doc as unknown as Json, 'pagination-envelope') as typeof doc;

/** The property names of a 200 answer's JSON schema, across its allOf parts. */
function answerFields(document: typeof doc, method: string, path: string): string[] {
  const operation = document.paths[path]![method.toLowerCase()]!;
  const responses = operation.responses as Record<string, Json>;
  const schema = ((responses['200']!.content as Json)['application/json'] as Json).schema as Json;
  return [schema, ...((schema.allOf ?? []) as Json[])].flatMap((part) =>
    Object.keys((part.properties ?? {}) as Json),
  );
}

let mock: ReturnType<typeof createMockApp> | undefined;

const fix = (path: string) =>
  `add '${path}' to PAGINATED in mock/drift.ts ` +
  '(docs/contributing.md, "A paginated list instead", step 5)';

describe('the pagination-envelope drift', () => {
  it('finds the paginated lists of the contract (the five of today among them)', () => {
    expect(paginated.map(([, path]) => path)).toEqual(
      expect.arrayContaining([
        '/wallet/transactions',
        '/tickets',
        '/backups',
        '/backups/servers',
        '/monitoring/servers',
      ]),
    );
  });

  it.each(paginated)('%s %s: its document names the envelope otherwise', (method, path) => {
    expect(answerFields(doc, method, path), `${method} ${path}: our contract`).toContain('items');
    const fields = answerFields(drifted, method, path);
    expect(
      fields.includes('data') && !fields.includes('items'),
      `${method} ${path} takes Limit and Offset (a paginated list), but the drifted document ` +
        `still answers it with items: ${fix(path)}`,
    ).toBe(true);
  });

  // A path with a parameter would need a row to name; none of today's lists has one.
  it.each(paginated.filter(([method, path]) => method === 'GET' && !path.includes('{')))(
    '%s %s: its answer names the envelope otherwise',
    async (_method, path) => {
      mock ??= createMockApp({ rateLimits: false, drift: 'pagination-envelope' });
      const { app, state } = mock;
      const answer = await app.fetch(
        new Request(`http://mock/api/v1${path}`, {
          headers: { authorization: `Bearer ${state.keys.full}` },
        }),
      );
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as Json;
      expect(
        'data' in body && 'page' in body && !('items' in body),
        `GET ${path} takes Limit and Offset (a paginated list), but the drifted mock still ` +
          `answers it with items: ${fix(path)}`,
      ).toBe(true);
    },
  );
});
