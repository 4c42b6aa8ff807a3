import { describe, expect, it } from 'vitest';
import { liveBody, liveValues } from './live-body';
import { listOperations } from './operation-index';

/** A live document whose deploy body is `schema` (already dereferenced, as the explorer's loader leaves it). */
function documentWith(schema: object) {
  const document = {
    openapi: '3.1.0',
    info: { title: 'live', version: '1' },
    paths: {
      '/instances': {
        post: {
          operationId: 'createInstance',
          requestBody: { required: true, content: { 'application/json': { schema } } },
          responses: { '201': { description: 'ok' } },
        },
      },
    },
  };
  return { operations: listOperations(document), dialect: '3.1' as const };
}

const OURS = ['name', 'planId', 'regionId', 'osImageId'];
const properties = {
  name: { type: 'string' },
  planId: { type: 'string' },
  regionId: { type: 'string' },
  osImageId: { type: 'string' },
};

describe('a console form against the live document', () => {
  it('adds nothing when the document asks for what the form sends', () => {
    expect(
      liveBody(
        documentWith({ type: 'object', required: OURS, properties }),
        'post',
        '/instances',
        OURS,
      ),
    ).toMatchObject({ fields: [], dropped: [] });
  });

  it('builds the fields the document now requires, as the explorer builds them', () => {
    const schema = {
      type: 'object',
      required: [...OURS, 'sshKeyIds'],
      properties: {
        ...properties,
        sshKeyIds: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
        tags: { type: 'string' },
      },
    };
    const live = liveBody(documentWith(schema), 'post', '/instances', OURS);
    expect(live.fields.map((spec) => [spec.id, spec.kind, spec.required])).toEqual([
      ['body.sshKeyIds', 'array', true],
    ]);
    expect(live.dropped).toEqual([]);
  });

  it('names the fields the form sends that the document no longer lists', () => {
    const { name: _gone, ...rest } = properties;
    expect(
      liveBody(
        documentWith({ type: 'object', required: ['planId'], properties: rest }),
        'post',
        '/instances',
        OURS,
      ).dropped,
    ).toEqual(['name']);
  });

  it('reads required fields and properties from allOf parts, and leaves alternatives alone', () => {
    const parts = {
      allOf: [
        { type: 'object', required: OURS, properties },
        { type: 'object', required: ['projectId'], properties: { projectId: { type: 'string' } } },
      ],
    };
    expect(
      liveBody(documentWith(parts), 'post', '/instances', OURS).fields.map((spec) => spec.name),
    ).toEqual(['projectId']);
    expect(
      liveBody(
        documentWith({ oneOf: [{ type: 'object', required: ['x'], properties: { x: {} } }] }),
        'post',
        '/instances',
        OURS,
      ),
    ).toMatchObject({ fields: [], dropped: [] });
  });

  it('finds nothing for an operation the document does not have', () => {
    expect(
      liveBody(documentWith({ type: 'object', properties }), 'post', '/volumes', ['name']),
    ).toEqual({ operation: undefined, fields: [], dropped: [] });
  });

  it('sends the typed values, and refuses empty or invalid ones with words', () => {
    const schema = {
      type: 'object',
      required: [...OURS, 'sshKeyIds'],
      properties: {
        ...properties,
        sshKeyIds: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
      },
    };
    const { fields } = liveBody(documentWith(schema), 'post', '/instances', OURS);
    expect(liveValues(fields, {}, '3.1')).toEqual({
      body: {},
      problems: { 'body.sshKeyIds': ['The live service requires this field.'] },
    });
    expect(liveValues(fields, { 'body.sshKeyIds': 'key-1, key-2' }, '3.1')).toEqual({
      body: { sshKeyIds: ['key-1', 'key-2'] },
      problems: {},
    });
    const count = documentWith({
      type: 'object',
      required: ['count'],
      properties: { count: { type: 'integer', minimum: 1 } },
    });
    const countFields = liveBody(count, 'post', '/instances', []).fields;
    expect(liveValues(countFields, { 'body.count': 'two' }, '3.1').problems['body.count']).toEqual([
      'Enter a whole number.',
    ]);
    expect(
      liveValues(countFields, { 'body.count': '0' }, '3.1').problems['body.count']?.[0],
    ).toMatch(/1/);
  });
});
