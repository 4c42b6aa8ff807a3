import { afterEach, describe, expect, it } from 'vitest';
import {
  awaitsBounds,
  boundedSearch,
  pageSizesInForce,
  queryBounds,
  resetLiveBounds,
  setLiveOperations,
} from '@/lib/url-search/live-bounds';
import {
  allowedChoices,
  boundProblem,
  boundsInForce,
  liveFieldBounds,
  liveParameterBounds,
} from './bounds';
import { operationInfo as operation } from '@/test/live-document';
import type { ParameterInfo, Schema } from './operation-index';

const query = (name: string, schema: Schema, required = false): ParameterInfo => ({
  name,
  in: 'query',
  required,
  description: undefined,
  schema,
  deprecated: false,
});

// The live document: tighter than our contract in each way the console sends something.
const live = [
  operation('get', '/backups', {
    parameters: [query('limit', { type: 'integer', minimum: 1, maximum: 50, default: 25 })],
  }),
  operation('get', '/tickets', {
    parameters: [query('status', { type: 'string', enum: ['open', 'closed'] })],
  }),
  operation('post', '/volumes', {
    body: {
      required: true,
      mediaType: 'application/json',
      description: undefined,
      schema: {
        type: 'object',
        required: ['name', 'sizeGb', 'regionId', 'label'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 20 },
          sizeGb: { type: 'integer', minimum: 1, maximum: 16384 },
          regionId: { type: 'string' },
          label: { type: 'string', pattern: '^[a-z]+$' },
        },
      },
    },
  }),
];

describe('the bounds in force', () => {
  it('a tighter maximum: the page sizes above it are not offered', () => {
    const bounds = liveParameterBounds(live, 'GET', '/backups', 'limit');
    expect(bounds).toMatchObject({ minimum: 1, maximum: 50, required: false });
    expect(allowedChoices([10, 25, 50, 100], bounds!)).toEqual([10, 25, 50]);
    expect(boundProblem(bounds!, 100)).toEqual({ kind: 'too-large', max: 50 });
  });

  it('a removed enumeration value is no longer a choice', () => {
    const bounds = liveParameterBounds(live, 'get', '/tickets', 'status')!;
    expect(allowedChoices(['open', 'answered', 'closed'], bounds)).toEqual(['open', 'closed']);
    expect(boundProblem(bounds, 'answered')).toEqual({
      kind: 'not-allowed',
      values: ['open', 'closed'],
    });
  });

  it('a tighter length, a new pattern and a required field of a request body', () => {
    const name = liveFieldBounds(live, 'post', '/volumes', 'name')!;
    expect(name).toMatchObject({ maxLength: 20, required: true });
    expect(boundProblem(name, 'a'.repeat(21))).toEqual({ kind: 'too-long', max: 20 });
    expect(boundProblem(name, 'a'.repeat(20))).toBeUndefined();
    // Characters, not UTF-16 units: 20 emoji are 20 characters.
    expect(boundProblem(name, '🙂'.repeat(20))).toBeUndefined();
    const label = liveFieldBounds(live, 'post', '/volumes', 'label')!;
    expect(boundProblem(label, 'Abc')).toEqual({ kind: 'pattern', pattern: '^[a-z]+$' });
    expect(boundProblem(label, '')).toEqual({ kind: 'required' });
  });

  it('a nullable union and allOf parts bound a value as their real branch does', () => {
    const ops = [
      operation('get', '/x', {
        parameters: [
          query('q', { oneOf: [{ type: 'null' }, { type: 'string', maxLength: 5 }] }),
          query('n', { allOf: [{ maximum: 10 }, { maximum: 7, exclusiveMinimum: 0 }] }),
        ],
      }),
    ];
    expect(liveParameterBounds(ops, 'get', '/x', 'q')).toMatchObject({ maxLength: 5 });
    expect(liveParameterBounds(ops, 'get', '/x', 'n')).toMatchObject({ maximum: 7, minimum: 1 });
  });

  it('where the document says nothing (or could not be read), our contract holds', () => {
    expect(liveParameterBounds(live, 'get', '/monitoring/servers', 'limit')).toBeUndefined();
    expect(boundsInForce({ maximum: 100 }, undefined)).toEqual({
      maximum: 100,
      source: 'contract',
    });
    expect(boundsInForce({ minimum: 1, maximum: 100 }, { maximum: 50 })).toEqual({
      minimum: 1,
      maximum: 50,
      source: 'live',
    });
  });
});

describe('a list search held to the bounds in force', () => {
  afterEach(resetLiveBounds);

  it('before the document is read, and when it cannot be: our contract, nothing corrected', () => {
    const search = { limit: 100, offset: 0, status: 'answered' };
    expect(boundedSearch('/backups', search)).toEqual({ search, keys: [] });
    setLiveOperations(undefined);
    expect(boundedSearch('/backups', search)).toEqual({ search, keys: [] });
    expect(pageSizesInForce('/backups')).toEqual({ sizes: [10, 25, 50, 100], source: 'contract' });
    expect(queryBounds('/backups', 'limit').source).toBe('contract');
  });

  it('the live document: a size above its maximum becomes the largest allowed, a removed value none', () => {
    setLiveOperations(live);
    expect(pageSizesInForce('/backups')).toEqual({ sizes: [10, 25, 50], source: 'live' });
    expect(boundedSearch('/backups', { limit: 100, offset: 200 })).toEqual({
      search: { limit: 50, offset: 200 },
      keys: ['limit'],
    });
    expect(boundedSearch('/tickets', { limit: 25, offset: 0, status: 'answered' })).toEqual({
      search: { limit: 25, offset: 0, status: undefined },
      keys: ['status'],
    });
    // A list the document does not bound keeps our sizes.
    expect(pageSizesInForce('/monitoring/servers').sizes).toEqual([10, 25, 50, 100]);
  });

  it('a filter or size asked before the first read waits for it; the default list does not', () => {
    const preferred = boundedSearch('/backups', { limit: 25, offset: 0 }).search.limit;
    expect(awaitsBounds({ limit: preferred, offset: 50, q: undefined })).toBe(false);
    expect(awaitsBounds({ limit: preferred, offset: 0, q: 'web' })).toBe(true);
    expect(awaitsBounds({ limit: preferred === 100 ? 10 : 100, offset: 0 })).toBe(true);
    setLiveOperations(undefined);
    expect(awaitsBounds({ limit: preferred, offset: 0, q: 'web' })).toBe(false);
    resetLiveBounds();
    setLiveOperations(live);
    expect(awaitsBounds({ limit: preferred, offset: 0, q: 'web' })).toBe(false);
  });

  it('a document that allows none of our sizes: its own', () => {
    setLiveOperations([
      operation('get', '/backups', {
        parameters: [query('limit', { type: 'integer', minimum: 1, maximum: 5 })],
      }),
    ]);
    expect(pageSizesInForce('/backups').sizes).toEqual([5]);
    expect(boundedSearch('/backups', { limit: 25, offset: 0 }).search.limit).toBe(5);
  });
});
