import { describe, expect, it } from 'vitest';
import { loadDocument } from './load-document';
import { readOperations } from './read-operations';
import { ourDocument, ourDocumentText } from './test/documents';

describe('readOperations (the forms’ and lists’ read of the live document)', () => {
  it('gives the operations the explorer lists, references resolved, and the dialect', async () => {
    const read = await readOperations(ourDocumentText());
    const explorer = await ourDocument();
    expect(read.dialect).toBe('3.1');
    expect(read.operations).toEqual(explorer.operations);
    expect(JSON.stringify(read.operations)).not.toContain('"$ref"');
  });

  it('reads what the validator refuses', async () => {
    const broken = JSON.parse(ourDocumentText()) as { info?: unknown };
    // The official schema requires an info object.
    delete broken.info;
    const text = JSON.stringify(broken);
    expect((await loadDocument(text)).valid).toBe(false);
    const create = (await readOperations(text)).operations.find(
      (operation) => operation.key === 'createVpc',
    )!;
    expect(Object.keys(create.body!.schema!.properties as object)).toEqual([
      'name',
      'regionId',
      'ipRange',
    ]);
  });

  it('reads a document with a reference that leads nowhere as the explorer lists it', async () => {
    const broken = JSON.parse(ourDocumentText()) as {
      paths: Record<string, Record<string, { responses: unknown }>>;
    };
    broken.paths['/vpcs']!.get!.responses = { '200': { $ref: '#/components/responses/Nowhere' } };
    const text = JSON.stringify(broken);
    const read = await readOperations(text);
    expect(read.operations.map((operation) => operation.key)).toContain('listVpcs');
    expect(read.operations).toEqual((await loadDocument(text)).operations);
  });

  it('refuses what is no OpenAPI 3 document, as the explorer does', async () => {
    await expect(readOperations('{"swagger":"2.0","paths":{}}')).rejects.toMatchObject({
      reason: 'swagger-2',
    });
  });
});
