/**
 * Each form's copy of our contract's bounds (its `*_BOUNDS`, which the live document may tighten:
 * docs/drift.md) equals what openapi/cloud-console.v1.yaml says, read the way a live document is
 * read. A copy that drifts from the contract would show "as the service's live document says"
 * against a service that says exactly what the contract says, or hold a field to a limit the
 * contract never set; both fail here. Every form that holds its fields to the live document is in
 * the list: a new one fails until it is. And every write the console sends whose body the contract
 * bounds is in the list, or among the exceptions with its reason: a new form with a bounded body
 * fails until it is held (docs/contributing.md, "Add an endpoint", step 4).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc } from '../../mock/contract/openapi';
import { boundHint, formBoundsInForce } from '@/components/openapi-form/field-bounds';
import { POLICY_BOUNDS } from '@/features/alerts/components/policy-form-dialog';
import { KEY_BOUNDS } from '@/features/api-keys/create-key-form';
import { loadDocument } from '@/features/explorer/load-document';
import { DEPLOY_BOUNDS } from '@/features/instances/deploy-schema';
import { TICKET_BOUNDS } from '@/features/tickets/components/new-ticket-page';
import { REPLY_BOUNDS } from '@/features/tickets/components/reply-form';
import { VOLUME_BOUNDS } from '@/features/volumes/components/create-volume-dialog';
import { RESIZE_BOUNDS } from '@/features/volumes/components/volume-actions';
import { VPC_BOUNDS } from '@/features/vpcs/components/create-vpc-dialog';
import { TOP_UP_BOUNDS } from '@/features/wallet/components/add-funds-form';
import { ENDPOINT_BOUNDS } from '@/features/webhooks/components/endpoint-form';
import { createResolver } from '@/lib/api-diff/refs';
import { isNode, type Node } from '@/lib/api-diff/types';
import type { Bounds } from '@/lib/openapi/bounds';
import { source, sourceFiles, SRC } from '@/test/source-files';

/** Each operation a form sends, with the form's copy of the bounds. */
const FORMS: Array<[string, string, Readonly<Record<string, Bounds>>]> = [
  ['post', '/instances', DEPLOY_BOUNDS],
  ['post', '/api-keys', KEY_BOUNDS],
  ['post', '/volumes', VOLUME_BOUNDS],
  ['patch', '/volumes/{id}', RESIZE_BOUNDS],
  ['post', '/vpcs', VPC_BOUNDS],
  ['post', '/monitoring/alert-policies', POLICY_BOUNDS],
  ['patch', '/monitoring/alert-policies/{id}', POLICY_BOUNDS],
  ['post', '/tickets', TICKET_BOUNDS],
  ['post', '/tickets/{id}/messages', REPLY_BOUNDS],
  ['post', '/webhooks/endpoints', ENDPOINT_BOUNDS],
  ['patch', '/webhooks/endpoints/{id}', ENDPOINT_BOUNDS],
  ['post', '/wallet/payments', TOP_UP_BOUNDS],
];

/** A bound set without what says where it came from, and with no empty list of values. */
const plain = ({ source: _source, required: _required, ...bounds }: Bounds & { source?: string }) =>
  bounds;

describe('each form’s copy of the contract’s bounds', () => {
  it.each(FORMS)(
    '%s %s: the same as the contract says, and no hint of a difference',
    async (method, path, copy) => {
      const contract = await loadDocument(JSON.stringify(doc));
      const inForce = formBoundsInForce(contract, method, path, copy);
      for (const [field, bounds] of Object.entries(inForce)) {
        expect(plain(bounds), `${method} ${path}: ${field}`).toEqual(plain(copy[field]!));
        expect(boundHint(bounds, copy[field]!), `${method} ${path}: ${field}`).toBeUndefined();
      }
    },
  );

  it('lists every operation a form holds to the live document', () => {
    const calls: string[] = [];
    for (const file of sourceFiles(join(SRC, 'features'))) {
      for (const call of source(file).matchAll(/useFormBounds\(([\s\S]*?)\);/g)) {
        // Each operation the call names: a literal path, or both sides of a create/edit choice.
        for (const path of call[1]!.matchAll(/'(\/[^']*)'/g)) calls.push(path[1]!);
      }
    }
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(FORMS.map(([, path]) => path)));
  });
});

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
const resolve = createResolver(doc as unknown as Node);

/** The body's bounded fields (`name: maxLength`), through $refs, compositions and arrays. */
function boundedFields(value: unknown, at: string, depth = 0): string[] {
  const schema = resolve(value).node;
  // The depth ends a schema that contains itself; no body of the contract nests this deep.
  if (!schema || depth > 12) return [];
  const own = KEYWORDS.filter((key) => key in schema);
  return [
    ...(own.length > 0 ? [`${at || '(body)'}: ${own.join(', ')}`] : []),
    ...Object.entries(isNode(schema.properties) ? schema.properties : {}).flatMap(([name, field]) =>
      boundedFields(field, at ? `${at}.${name}` : name, depth + 1),
    ),
    ...boundedFields(schema.items, `${at}[]`, depth + 1),
    ...['allOf', 'oneOf', 'anyOf'].flatMap((key) =>
      (Array.isArray(schema[key]) ? schema[key] : []).flatMap((part: unknown) =>
        boundedFields(part, at, depth + 1),
      ),
    ),
  ];
}

/** `post /vpcs` -> its bounded fields, for every write of the contract with any. */
const bounded = new Map<string, string[]>(
  Object.entries(doc.paths).flatMap(([path, item]) =>
    (['post', 'put', 'patch'] as const).flatMap((method) => {
      const body = resolve(item[method]?.requestBody).node;
      const media = isNode(body?.content) ? body.content['application/json'] : undefined;
      const fields = boundedFields(isNode(media) ? media.schema : undefined, '');
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

const held = new Set(FORMS.map(([method, path]) => `${method} ${path}`));

describe('every write the console sends with a bounded body', () => {
  it('is found: the bounded writes and the sent ones', () => {
    expect(bounded.has('post /vpcs')).toBe(true);
    expect(sent.has('post /vpcs')).toBe(true);
  });

  it.each([...bounded].filter(([operation]) => sent.has(operation)))(
    '%s is held to the live document by its form, or is an exception',
    (operation, fields) => {
      expect(
        held.has(operation) || operation in EXCEPTIONS,
        `${operation} is sent with a bounded body (${fields.join('; ')}) but is in no FORMS row: ` +
          'hold its form to the live document (useFormBounds, a *_BOUNDS copy) and add ' +
          `['${operation.replace(' ', "', '")}', …_BOUNDS] to FORMS above ` +
          '(docs/contributing.md, "Add an endpoint", step 4); or, when no field of it is typed, ' +
          'add it to EXCEPTIONS with the reason',
      ).toBe(true);
    },
  );

  it.each(Object.keys(EXCEPTIONS))('exception %s is still a sent, bounded write', (operation) => {
    const stale = !bounded.has(operation)
      ? 'its body has no bound'
      : !sent.has(operation)
        ? 'the console no longer sends it'
        : held.has(operation)
          ? 'it is in FORMS now'
          : undefined;
    expect(stale, `${operation}: ${stale}; remove it from EXCEPTIONS`).toBeUndefined();
  });
});
