// Documents the explorer must survive, built in memory (no imports: the e2e tests serve them too).
// F13: a document nested thousands of levels deep; F14: one of about 30,000 operations (9 MB).

/**
 * An OpenAPI 3.1 document nested `depth` levels deep (its JSON's brackets, 10 at least): one
 * answer's schema holds an object in an object, two levels at a time. Written as text:
 * JSON.stringify itself overflows the stack on an object this deep.
 */
export function deepDocument(depth: number): string {
  // Nine levels lead to the schema: the document, paths, the path, get, responses, 200, content,
  // the media type and the schema itself; an enum's list makes an odd depth.
  const nestings = Math.max(0, Math.floor((depth - 9) / 2));
  const innermost = (depth - 9) % 2 === 1 ? '{"type":"string","enum":["a"]}' : '{"type":"string"}';
  const schema =
    '{"type":"object","properties":{"a":'.repeat(nestings) + innermost + '}}'.repeat(nestings);
  return (
    '{"openapi":"3.1.0","info":{"title":"Deep","version":"1"},"paths":{"/deep":{"get":' +
    '{"operationId":"getDeep","responses":{"200":{"description":"Deep.","content":' +
    `{"application/json":{"schema":${schema}}}}}}}}}`
  );
}

/**
 * An OpenAPI 3.1 document of `count` operations (four a path, fifty tags), each with a summary,
 * a path parameter and an answer that refers to one shared schema: about 300 bytes an operation,
 * as the audit's 9 MB document of 30,072.
 */
export function manyOperationsDocument(count: number): string {
  const methods = ['get', 'put', 'patch', 'delete'] as const;
  const paths: Record<string, Record<string, unknown>> = {};
  for (let index = 0; index < count; index += 1) {
    const path = `/things${Math.floor(index / methods.length)}/{id}`;
    const method = methods[index % methods.length]!;
    paths[path] ??= {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
    };
    paths[path][method] = {
      operationId: `${method}Thing${index}`,
      summary: `${method} thing number ${index} of the catalogue`,
      tags: [`group${index % 50}`],
      responses: {
        '200': {
          description: 'The thing.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
      },
    };
  }
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Many', version: '1' },
    tags: Array.from({ length: 50 }, (_, index) => ({ name: `group${index}` })),
    paths,
    components: {
      schemas: {
        Thing: {
          type: 'object',
          properties: { id: { type: 'string' }, name: { type: 'string' } },
        },
      },
    },
  });
}
