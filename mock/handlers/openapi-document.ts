// The service's machine-readable OpenAPI document, at an assumed address (the spec shows only
// that /docs/api renders it; docs/explorer.md): our own contract, served as JSON. It sits under
// /api/v1 like every route, so it takes the key and counts against the rate limit.
import { route, type Api } from './http';

export function registerOpenapiDocument(app: Api): void {
  route(app, 'GET', '/openapi.json', null, async (c) => {
    // Loaded on first request: the demo build keeps the document out of its first load.
    const { OPENAPI_DOCUMENT_JSON } = await import('../../src/api/contract-document.gen');
    return c.body(OPENAPI_DOCUMENT_JSON, 200, {
      'content-type': 'application/json; charset=utf-8',
    });
  });
}
