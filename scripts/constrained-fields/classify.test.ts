import { describe, expect, it } from 'vitest';
import { meaningOf, responseFields } from './classify';

const doc = (schema: unknown, components: Record<string, unknown> = {}) => ({
  paths: {
    '/things': { get: { responses: { '200': { content: { 'application/json': { schema } } } } } },
  },
  components: { schemas: components },
});

describe('meaning-bearing response fields', () => {
  it('knows a field by its name', () => {
    expect(meaningOf('planId')).toBe('id');
    expect(meaningOf('createdAt')).toBe('date');
    expect(meaningOf('ipAddress')).toBe('ip');
    expect(meaningOf('category')).toBe('enum');
    expect(meaningOf('name')).toBeUndefined();
  });

  it('flags a free ID and accepts formats, patterns, enums and nullable refs', () => {
    const fields = responseFields(
      doc(
        { $ref: '#/components/schemas/Thing' },
        {
          Uuid: { type: 'string', format: 'uuid' },
          Thing: {
            type: 'object',
            properties: {
              id: { $ref: '#/components/schemas/Uuid' },
              regionId: { type: 'string' },
              status: { type: 'string', enum: ['a'] },
              ownerId: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Uuid' }] },
              tagIds: { type: 'array', items: { type: 'string' } },
              name: { type: 'string' },
            },
          },
        },
      ) as never,
    );
    expect(fields.map((f) => [f.location, f.constrained])).toEqual([
      ['schema Thing.id', true],
      ['schema Thing.regionId', false],
      ['schema Thing.status', true],
      ['schema Thing.ownerId', true],
      ['schema Thing.tagIds', false],
    ]);
  });

  it('walks allOf envelopes and arrays of items', () => {
    const fields = responseFields(
      doc({
        allOf: [
          { type: 'object', properties: { total: { type: 'integer' } } },
          {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: { type: 'object', properties: { createdAt: { type: 'string' } } },
              },
            },
          },
        ],
      }) as never,
    );
    expect(fields).toEqual([
      expect.objectContaining({ location: 'items[].createdAt', kind: 'date', constrained: false }),
    ]);
  });
});
