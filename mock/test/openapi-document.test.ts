// The OpenAPI document the mock serves for the API explorer: our contract, fresh, behind the key.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMockApp } from '../app';
// @ts-expect-error: a plain .mjs script without types
import { documentModule } from '../../scripts/gen-openapi-document.mjs';

const yamlText = readFileSync(
  new URL('../../openapi/cloud-console.v1.yaml', import.meta.url),
  'utf8',
);

describe('GET /api/v1/openapi.json', () => {
  it('is generated from the current contract (else: node scripts/gen-openapi-document.mjs)', () => {
    const current = readFileSync(
      new URL('../../src/api/contract-document.gen.ts', import.meta.url),
      'utf8',
    );
    expect(
      current === (documentModule as (text: string) => string)(yamlText),
      'src/api/contract-document.gen.ts is stale: run node scripts/gen-openapi-document.mjs',
    ).toBe(true);
  });

  it('serves the contract as JSON to a key, and counts against the rate limit', async () => {
    const { app, state } = createMockApp({ seed: 1 });
    const res = await app.fetch(
      new Request('http://mock.local/api/v1/openapi.json', {
        headers: { authorization: `Bearer ${state.keys.read}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(await res.json()).toEqual(parse(yamlText));
  });

  it('refuses a request without a key, as every route does', async () => {
    const { app } = createMockApp({ seed: 1 });
    const res = await app.fetch(new Request('http://mock.local/api/v1/openapi.json'));
    expect(res.status).toBe(401);
  });
});
