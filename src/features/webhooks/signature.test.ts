import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  constantTimeEqual,
  hmacSha256Hex,
  signatureDigests,
  timestampAge,
  verifySignature,
} from './signature';

const secret = 'whsec_test';
const body =
  '{"id":"evt_1","type":"ping","createdAt":"2025-01-01T00:00:00.000Z","data":{"note":"café 東京"}}';
const timestamp = '1735689600';
const node = (s: string, m: string) => createHmac('sha256', s).update(m).digest('hex');

describe('hmacSha256Hex', () => {
  it('agrees with Node crypto on UTF-8 input', async () => {
    expect(await hmacSha256Hex(secret, `${timestamp}.${body}`)).toBe(
      node(secret, `${timestamp}.${body}`),
    );
  });
});

describe('verifySignature', () => {
  const signature = `v1=${node(secret, `${timestamp}.${body}`)}`;

  it('matches the service’s signature', async () => {
    expect((await verifySignature({ body, timestamp, signature, secret })).kind).toBe('match');
    expect(
      (
        await verifySignature({
          body,
          timestamp: ` ${timestamp} `,
          signature: `v0=abc, ${signature.toUpperCase().replace('V1=', 'v1=')}`,
          secret,
        })
      ).kind,
    ).toBe('match');
  });

  it('rejects a tampered body, another timestamp or another secret', async () => {
    expect(
      (await verifySignature({ body: body.replace('café', 'cafe'), timestamp, signature, secret }))
        .kind,
    ).toBe('mismatch');
    expect((await verifySignature({ body, timestamp: '1735689601', signature, secret })).kind).toBe(
      'mismatch',
    );
    expect(
      (await verifySignature({ body, timestamp, signature, secret: 'whsec_other' })).kind,
    ).toBe('mismatch');
  });

  it('explains malformed input', async () => {
    expect(
      await verifySignature({ body, timestamp: 'yesterday', signature, secret }),
    ).toMatchObject({ kind: 'malformed' });
    expect(
      await verifySignature({ body, timestamp, signature: signature.slice(3), secret }),
    ).toMatchObject({ kind: 'malformed' });
  });
});

describe('helpers', () => {
  it('compares in full', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('reads v1 digests and timestamp age', () => {
    expect(signatureDigests('v1=AB,v1=cd v2=ef')).toEqual(['ab', 'cd']);
    expect(timestampAge('100', 400_000)).toBe(300);
    expect(timestampAge('x')).toBeNull();
  });
});
