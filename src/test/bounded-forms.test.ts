/**
 * Every write the console sends whose body the contract bounds (a field with maxLength, minLength,
 * maximum, minimum, pattern or enum) is held to the live document by its form, which
 * contract-bounds.test.ts checks through `FORMS`: a new form with a bounded body fails here until
 * it is in `FORMS` (docs/contributing.md, "Add an endpoint", step 4) or below with its reason.
 * contract-bounds.test.ts itself only sees the forms that already call `useFormBounds`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc } from '../../mock/contract/openapi';
import { source, sourceFiles, SRC } from '@/test/source-files';

/**
 * Sent with a bounded body but from no field the person types: each bounded field is an id chosen
 * in a picker of the service's own rows or catalogue, so no value outside the bounds can be entered.
 */
const EXCEPTIONS: Record<string, string> = {
  'post /backups': 'instanceId: chosen among the instances (manual-backup-dialog.tsx)',
  'post /reserved-ips': 'regionId: chosen in RegionSelect (reserve-ip-dialog.tsx)',
  'post /reserved-ips/{id}/assign': 'instanceId: chosen in InstanceSelect',
  'post /volumes/{id}/attach': 'instanceId: chosen in InstanceSelect',
  'post /vpcs/{id}/members': 'instanceId: chosen in InstanceSelect',
};

const KEYWORDS = ['maxLength', 'minLength', 'maximum', 'minimum', 'pattern', 'enum'];
type Json = Record<string, unknown>;

const resolve = (node: Json): Json => {
  let out = node;
  while (typeof out.$ref === 'string')
    out = out.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((at, key) => at[key] as Json, doc as unknown as Json);
  return out;
};

/** The body's bounded fields (`name: maxLength`), through $refs, compositions and arrays. */
function boundedFields(node: unknown, at: string, seen = new Set<string>()): string[] {
  if (!node || typeof node !== 'object') return [];
  const schema = node as Json;
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return [];
    return boundedFields(resolve(schema), at, new Set([...seen, schema.$ref]));
  }
  const own = KEYWORDS.filter((key) => key in schema);
  return [
    ...(own.length > 0 ? [`${at || '(body)'}: ${own.join(', ')}`] : []),
    ...Object.entries((schema.properties ?? {}) as Json).flatMap(([name, field]) =>
      boundedFields(field, at ? `${at}.${name}` : name, seen),
    ),
    ...boundedFields(schema.items, `${at}[]`, seen),
    ...['allOf', 'oneOf', 'anyOf'].flatMap((key) =>
      ((schema[key] ?? []) as unknown[]).flatMap((part) => boundedFields(part, at, seen)),
    ),
  ];
}

/** `post /vpcs` -> its bounded fields, for every write of the contract with any. */
const bounded = new Map<string, string[]>(
  Object.entries(doc.paths).flatMap(([path, item]) =>
    (['post', 'put', 'patch'] as const).flatMap((method) => {
      const body = item[method]?.requestBody;
      const schema = body
        ? (resolve(body as Json).content as Json | undefined)?.['application/json']
        : undefined;
      const fields = boundedFields((schema as Json | undefined)?.schema, '');
      return fields.length > 0 ? [[`${method} ${path}`, fields] as const] : [];
    }),
  ),
);

/** Each write the console builds (`apiCall('post', '/vpcs', …)`), as `post /vpcs`. */
const sent = new Set(
  sourceFiles(SRC).flatMap((file) =>
    [...source(file).matchAll(/apiCall\(\s*'(post|put|patch)',\s*'([^']+)'/g)].map(
      (call) => `${call[1]} ${call[2]}`,
    ),
  ),
);

/** The operations of `FORMS`, read from the test's text (a test file cannot be imported). */
const forms = new Set(
  [
    .../const FORMS[^=]*= \[([\s\S]*?)\n\];/
      .exec(readFileSync(join(SRC, 'test/contract-bounds.test.ts'), 'utf8'))![1]!
      .matchAll(/\['(\w+)', '([^']+)'/g),
  ].map((row) => `${row[1]} ${row[2]}`),
);

describe('every write the console sends with a bounded body', () => {
  it('is found: the bounded writes, the sent ones and FORMS', () => {
    expect(bounded.has('post /vpcs')).toBe(true);
    expect(sent.has('post /vpcs')).toBe(true);
    expect(forms.has('post /vpcs')).toBe(true);
  });

  it.each([...bounded].filter(([operation]) => sent.has(operation)))(
    '%s is held to the live document by its form, or is an exception',
    (operation, fields) => {
      expect(
        forms.has(operation) || operation in EXCEPTIONS,
        `${operation} is sent with a bounded body (${fields.join('; ')}) but is in no FORMS row: ` +
          'hold its form to the live document (useFormBounds, a *_BOUNDS copy) and add ' +
          `['${operation.replace(' ', "', '")}', …_BOUNDS] to FORMS in ` +
          'src/test/contract-bounds.test.ts (docs/contributing.md, "Add an endpoint", step 4); ' +
          'or, when no field of it is typed, add it to EXCEPTIONS in ' +
          'src/test/bounded-forms.test.ts with the reason',
      ).toBe(true);
    },
  );

  it.each(Object.keys(EXCEPTIONS))('exception %s is still a sent, bounded write', (operation) => {
    const stale = !bounded.has(operation)
      ? 'its body has no bound'
      : !sent.has(operation)
        ? 'the console no longer sends it'
        : forms.has(operation)
          ? 'it is in FORMS now'
          : undefined;
    expect(
      stale,
      `${operation}: ${stale}; remove it from EXCEPTIONS in src/test/bounded-forms.test.ts`,
    ).toBeUndefined();
  });
});
