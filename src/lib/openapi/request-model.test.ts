import { describe, expect, it } from 'vitest';
import type { OperationInfo } from './operation-index';
import {
  ADDRESS_LIMIT,
  addressState,
  bodyHasSecret,
  buildRequest,
  coerce,
  formFromAddress,
  formModel,
  leftOutOfAddress,
  templateProblem,
} from './request-model';

const operation = (partial: Partial<OperationInfo>): OperationInfo => ({
  key: 'op',
  operationId: 'op',
  method: 'post',
  path: '/things/{id}',
  summary: '',
  description: undefined,
  tags: [],
  deprecated: false,
  write: true,
  parameters: [],
  body: undefined,
  responses: [],
  keyRefusal: undefined,
  haystack: '',
  ...partial,
});

const webhook = operation({
  parameters: [
    {
      name: 'id',
      in: 'path',
      required: true,
      description: undefined,
      schema: { type: 'string', format: 'uuid' },
      deprecated: false,
    },
    {
      name: 'limit',
      in: 'query',
      required: false,
      description: undefined,
      schema: { type: 'integer', minimum: 1, maximum: 100 },
      deprecated: false,
    },
    {
      name: 'Authorization',
      in: 'header',
      required: true,
      description: undefined,
      schema: { type: 'string' },
      deprecated: false,
    },
  ],
  body: {
    required: true,
    mediaType: 'application/json',
    description: undefined,
    schema: {
      type: 'object',
      required: ['url', 'secret'],
      properties: {
        url: { type: 'string', format: 'uri' },
        secret: { type: 'string' },
        mode: { type: 'string', enum: ['a', 'b'] },
        id: { type: 'string', readOnly: true },
      },
    },
  },
});

describe('the form of an operation', () => {
  it('has a field per parameter and flat body property; never the Authorization header or a read-only property', () => {
    const model = formModel(webhook);
    expect(model.bodyMode).toBe('form');
    expect(
      model.fields.map((field) => `${field.id}:${field.kind}${field.secret ? ':secret' : ''}`),
    ).toEqual([
      'path.id:string',
      'query.limit:integer',
      'body.url:string',
      'body.secret:string:secret',
      'body.mode:enum',
    ]);
  });

  it('takes a nested body in the JSON editor, started from the schema’s required properties', () => {
    const nested = operation({
      body: {
        required: true,
        mediaType: 'application/json',
        description: undefined,
        schema: {
          type: 'object',
          required: ['config'],
          properties: {
            config: {
              type: 'object',
              required: ['port'],
              properties: { port: { type: 'integer', minimum: 1 } },
            },
          },
        },
      },
    });
    const model = formModel(nested);
    expect(model.bodyMode).toBe('json');
    expect(JSON.parse(formFromAddress(model, nested, {}).bodyText)).toEqual({
      config: { port: 1 },
    });
  });

  it('cannot send a body that is not JSON, and says so', () => {
    const upload = operation({
      body: {
        required: true,
        mediaType: 'application/octet-stream',
        description: undefined,
        schema: { type: 'string', format: 'binary' },
      },
    });
    const model = formModel(upload);
    expect(model.bodyMode).toBe('unsupported');
    expect(
      buildRequest(upload, model, { values: { 'path.id': 'x' }, bodyText: '' }, '3.0').problems
        .body,
    ).toEqual([model.bodyNote]);
  });
});

describe('what is sent', () => {
  it('turns text into the schema’s types', () => {
    expect(coerce({ kind: 'integer', schema: { type: 'integer' }, choices: [] }, ' 25 ')).toEqual({
      value: 25,
    });
    expect(coerce({ kind: 'integer', schema: { type: 'integer' }, choices: [] }, 'many')).toEqual({
      error: 'Enter a whole number.',
    });
    expect(
      coerce({ kind: 'boolean', schema: { type: 'boolean' }, choices: ['true', 'false'] }, 'false'),
    ).toEqual({ value: false });
    expect(coerce({ kind: 'enum', schema: { enum: [1, 2] }, choices: ['1', '2'] }, '2')).toEqual({
      value: 2,
    });
    expect(
      coerce(
        { kind: 'array', schema: { type: 'array', items: { type: 'integer' } }, choices: [] },
        '1, 2,3',
      ),
    ).toEqual({ value: [1, 2, 3] });
  });

  it('names what breaks the schema (format, bounds, required) and builds the call as typed', () => {
    const model = formModel(webhook);
    const built = buildRequest(
      webhook,
      model,
      {
        values: {
          'path.id': 'not-a-uuid',
          'query.limit': '500',
          'body.url': 'https://hooks.example/in',
          'body.mode': 'a',
        },
        bodyText: '',
      },
      '3.0',
    );
    expect(built.problems['path.id']![0]).toMatch(/uuid/);
    expect(built.problems['query.limit']![0]).toMatch(/500 is greater than/);
    expect(built.problems['body.secret']).toEqual(['Required.']);
    // The call shows what is typed, as it stands ("Show the request"); the problems stop the send.
    expect(built.call).toEqual({
      method: 'post',
      path: '/things/{id}',
      init: {
        params: { path: { id: 'not-a-uuid' }, query: { limit: 500 } },
        body: { url: 'https://hooks.example/in', mode: 'a' },
      },
    });
    const fine = buildRequest(
      webhook,
      model,
      {
        values: {
          'path.id': '7d3c2a1e-0000-4000-8000-000000000001',
          'body.url': 'https://hooks.example/in',
          'body.secret': 's3cret',
        },
        bodyText: '',
      },
      '3.0',
    );
    expect(fine.problems).toEqual({});
    expect(fine.call.init).toEqual({
      params: { path: { id: '7d3c2a1e-0000-4000-8000-000000000001' } },
      body: { url: 'https://hooks.example/in', secret: 's3cret' },
    });
  });
});

describe('what may not be sent (N5, N7)', () => {
  const plain = operation({
    method: 'get',
    write: false,
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        description: undefined,
        schema: { type: 'string' },
        deprecated: false,
      },
      {
        name: 'X-Trace',
        in: 'header',
        required: false,
        description: undefined,
        schema: { type: 'string' },
        deprecated: false,
      },
    ],
  });
  const model = formModel(plain);
  const build = (values: Record<string, string>) =>
    buildRequest(plain, model, { values, bodyText: '' }, '3.0');

  it('refuses "." and ".." as a path parameter, in words', () => {
    for (const id of ['..', '.', ' .. '])
      expect(build({ 'path.id': id }).problems['path.id']![0]).toMatch(
        /is not a name: as a path segment it moves the address up a level/,
      );
    expect(build({ 'path.id': '..x' }).problems).toEqual({});
  });

  it('refuses a path template that leaves the API address', () => {
    for (const path of [
      '/../../evil-traversal',
      '/%2e%2e/%2e%2e/encoded',
      '/things/./x',
      '/%2E%2e',
      '.evil.example/x',
      'things',
    ])
      expect(templateProblem(path), path).toMatch(/leads outside the service's API address/);
    for (const path of ['/things/{id}', '/a..b/c', '/v1.2/x'])
      expect(templateProblem(path), path).toBeUndefined();
  });

  it('refuses a header value the browser could not send or that hides what it says, naming the character', () => {
    const cases: Array<[string, string]> = [
      ['a\r\nX-Injected: 1', 'U+000D'],
      ['a\nb', 'U+000A'],
      ['abc\u202Edef', 'U+202E'],
      ['zero\u200Bwidth', 'U+200B'],
      ['rocket \u{1F680}', 'U+1F680'],
      ['lone \uD800', 'U+D800'],
      ['café', 'U+00E9'],
    ];
    for (const [value, code] of cases) {
      const built = build({ 'path.id': 'x', 'header.X-Trace': value });
      expect(built.problems['header.X-Trace']![0], value).toContain(code);
      // Nothing of it reaches the call: no "Failed to execute 'set' on 'Headers'" later.
      expect(built.call.init).toEqual({ params: { path: { id: 'x' } } });
    }
    expect(build({ 'path.id': 'x', 'header.X-Trace': 'abc-123 ok' }).call.init).toEqual({
      params: { path: { id: 'x' }, header: { 'X-Trace': 'abc-123 ok' } },
    });
  });
});

describe('the address', () => {
  it('keeps at most ADDRESS_LIMIT characters of the form, and names what it left out (N7: no 414 on reload)', () => {
    const model = formModel(webhook);
    const form = { values: { 'path.id': 'abc', 'query.limit': '5'.repeat(50_000) }, bodyText: '' };
    const state = addressState(model, form);
    expect(state.v).toEqual({ 'path.id': 'abc' });
    expect(JSON.stringify(state).length).toBeLessThan(ADDRESS_LIMIT + 200);
    expect(leftOutOfAddress(model, form)).toEqual(['query.limit']);
    expect(leftOutOfAddress(model, { values: { 'path.id': 'abc' }, bodyText: '' })).toEqual([]);
  });

  it('keeps the non-secret values, never a secret field nor a JSON body that names one', () => {
    const model = formModel(webhook);
    expect(
      addressState(model, {
        values: { 'path.id': 'abc', 'body.secret': 'hunter2', 'body.url': 'https://x.example' },
        bodyText: '',
      }),
    ).toEqual({ v: { 'path.id': 'abc', 'body.url': 'https://x.example' } });
    expect(bodyHasSecret('{"name":"x","auth":{"password":"p"}}')).toBe(true);
    expect(bodyHasSecret('{"name":"x"}')).toBe(false);
  });

  it('fills the form from a link, leaving out a secret a hand-made link carries', () => {
    const model = formModel(webhook);
    expect(
      formFromAddress(model, webhook, {
        v: { 'path.id': 'abc', 'query.limit': 5, 'body.secret': 'hunter2' },
      }).values,
    ).toEqual({ 'path.id': 'abc', 'query.limit': '5' });
  });
});
