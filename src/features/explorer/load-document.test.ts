import { describe, expect, it, vi } from 'vitest';
import { OPERATION_IDS } from '@/api/operation-ids.gen';
import { loadDocument } from './load-document';
import { filterOperations, groupByTag, routeKey } from '@/lib/openapi/operation-index';
import { githubDocument, ourDocument, ourDocumentText } from './test/documents';

describe('our document (openapi/cloud-console.v1.yaml)', () => {
  it('is valid, 3.1, and lists every operation of the contract, none of them new', async () => {
    const document = await ourDocument();
    expect(document).toMatchObject({
      title: 'Cloud Console Service API',
      version: '1.0.0',
      openapi: '3.1.0',
      dialect: '3.1',
      valid: true,
      checkedBy: 'parser',
    });
    expect(document.errors).toEqual([]);
    expect(document.operations.map(routeKey).sort()).toEqual(Object.keys(OPERATION_IDS).sort());
  });

  it('resolves references: a parameter, a body and an answer are schemas, not $refs', async () => {
    const document = await ourDocument();
    const list = document.operations.find(
      (operation) => operation.key === 'listWalletTransactions',
    )!;
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'q', 'type', 'category', 'month']),
    );
    expect(JSON.stringify(list)).not.toContain('"$ref"');
    const create = document.operations.find((operation) => operation.key === 'createVpc')!;
    expect(create.body).toMatchObject({ required: true, mediaType: 'application/json' });
    expect(Object.keys(create.body!.schema!.properties as object)).toEqual([
      'name',
      'regionId',
      'ipRange',
    ]);
  });

  it('says which operations need more than a key: the admin route and the sign-in routes', async () => {
    const document = await ourDocument();
    const refused = document.operations
      .filter((operation) => operation.keyRefusal)
      .map((operation) => operation.key);
    expect(refused.sort()).toEqual(
      [
        'addPasskey',
        'adminListAccounts',
        'closeAccount',
        'connectAccount',
        'disableTwoFactor',
        'disconnectAccount',
        'enableTwoFactor',
        'removePasskey',
      ].sort(),
    );
    expect(
      document.operations.find((operation) => operation.key === 'listInstances')!.keyRefusal,
    ).toBeUndefined();
  });

  it('groups by tag in the document’s order and finds by path, summary and operation id', async () => {
    const document = await ourDocument();
    const groups = groupByTag(document.operations, document.tags);
    expect(groups[0]!.tag).toBe('instances');
    expect(groups.map((group) => group.tag)).toContain('admin');
    expect(
      filterOperations(document.operations, 'vpcs/{id}/members').map((operation) => operation.key),
    ).toEqual(['addVpcMember', 'removeVpcMember']);
    expect(
      filterOperations(document.operations, 'listTick').map((operation) => operation.key),
    ).toEqual(['listTickets']);
    expect(filterOperations(document.operations, '')).toHaveLength(document.operations.length);
  });

  it('marks as new an operation the console’s contract does not have', async () => {
    const raw = JSON.parse(ourDocumentText());
    raw.paths['/instances/{id}/rebuild'] = {
      post: {
        operationId: 'rebuildInstance',
        tags: ['instances'],
        responses: { '202': { description: 'Rebuilding.' } },
      },
    };
    const document = await loadDocument(JSON.stringify(raw));
    const added = document.operations.filter(
      (operation) => !(routeKey(operation) in OPERATION_IDS),
    );
    expect(added.map((operation) => operation.key)).toEqual(['rebuildInstance']);
  });
});

describe('documents that are not right', () => {
  it('reports what the parser finds and still lists what it can read', async () => {
    const raw = JSON.parse(ourDocumentText());
    raw.paths['/vpcs'].post.operationId = 'listVpcs';
    const document = await loadDocument(JSON.stringify(raw));
    expect(document.valid).toBe(false);
    expect(document.errors.join(' ')).toMatch(/listVpcs/);
    // The second listVpcs keeps a key of its own.
    expect(document.operations.map((operation) => operation.key)).toContain('POST /vpcs');
  });

  it('refuses text that is not JSON, a Swagger 2.0 document and anything else', async () => {
    await expect(loadDocument('openapi: 3.1.0')).rejects.toThrow('not JSON');
    await expect(loadDocument(JSON.stringify({ swagger: '2.0', paths: {} }))).rejects.toThrow(
      'Swagger 2.0',
    );
    await expect(loadDocument(JSON.stringify({ hello: 'world' }))).rejects.toThrow(
      'not an OpenAPI 3 document',
    );
  });

  it('lists the operations when the structure check cannot run (a CSP without eval)', async () => {
    const original = globalThis.Function;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Ajv compiles with new Function: make it refuse, as a page's CSP does.
    globalThis.Function = function refused() {
      throw new EvalError(
        "Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source",
      );
    } as unknown as FunctionConstructor;
    try {
      const document = await loadDocument(ourDocumentText());
      // Checked against the official schema all the same, by an interpreter.
      expect(document).toMatchObject({ checkedBy: 'schema-only', valid: true, errors: [] });
      expect(document.operations.length).toBe(Object.keys(OPERATION_IDS).length);
      expect(
        JSON.stringify(
          document.operations.find((operation) => operation.key === 'createVpc')!.body,
        ),
      ).not.toContain('"$ref"');
      const broken = JSON.parse(ourDocumentText());
      broken.paths['/vpcs'].get.responses = 5;
      const reported = await loadDocument(JSON.stringify(broken));
      expect(reported).toMatchObject({ checkedBy: 'schema-only', valid: false });
      expect(reported.errors.join(' ')).toMatch(/\/paths\/~1vpcs\/get\/responses|\/paths/);
    } finally {
      globalThis.Function = original;
      logged.mockRestore();
    }
  });
});

describe('GitHub’s REST description (@octokit/openapi), a document nobody here wrote', () => {
  it('is read: OpenAPI 3.0, over a thousand operations, grouped by its tags', async () => {
    const document = await githubDocument();
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.dialect).toBe('3.0');
    expect(document.valid).toBe(true);
    expect(document.operations.length).toBeGreaterThan(1000);
    expect(new Set(document.operations.map((operation) => operation.key)).size).toBe(
      document.operations.length,
    );
    expect(groupByTag(document.operations, document.tags).length).toBeGreaterThan(20);
    expect(
      filterOperations(document.operations, 'repos/{owner}/{repo}/issues post').map(
        (operation) => operation.key,
      ),
    ).toContain('issues/create');
  }, 60_000);
});
