/**
 * Each form's copy of our contract's bounds (its `*_BOUNDS`, which the live document may tighten:
 * docs/drift.md) equals what openapi/cloud-console.v1.yaml says, read the way a live document is
 * read. A copy that drifts from the contract would show "as the service's live document says"
 * against a service that says exactly what the contract says, or hold a field to a limit the
 * contract never set; both fail here. Every form that holds its fields to the live document is in
 * the list: a new one fails the last test until it is.
 */
import { readFileSync, readdirSync } from 'node:fs';
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
import type { Bounds } from '@/lib/openapi/bounds';

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
    const root = join(__dirname, '../features');
    const calls: string[] = [];
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const call of text.matchAll(/useFormBounds\(([\s\S]*?)\);/g)) {
        // Each operation the call names: a literal path, or both sides of a create/edit choice.
        for (const path of call[1]!.matchAll(/'(\/[^']*)'/g)) calls.push(path[1]!);
      }
    }
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(FORMS.map(([, path]) => path)));
  });
});
