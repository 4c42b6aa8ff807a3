/**
 * Documents that differ from our contract in kinds the mock does not play (src/test/compatibility
 * tests): the comparison's findings and the report's words for each.
 */

/**
 * Our document with: no request body for a new volume and one required to start a server; the only
 * searches listed (q: web, db) and the tickets' status filter open to any value; a page of ten when
 * the size is left out; the API keys' items undescribed; no success answer for the regions.
 */
export function bodyValuesDefaultsDocument(ours: Record<string, unknown>): Record<string, unknown> {
  /* eslint-disable @typescript-eslint/no-explicit-any -- a document walked loosely */
  const theirs = structuredClone(ours) as Record<string, any>;
  const paths = theirs.paths;
  // The service takes no body for a new volume, and requires one to start a server.
  delete paths['/volumes'].post.requestBody;
  paths['/instances/{id}/start'].post.requestBody = {
    required: true,
    content: { 'application/json': { schema: { type: 'object' } } },
  };
  // It lists the only searches it takes; the tickets' status filter takes any value.
  const parameters = theirs.components.parameters;
  parameters.Q = { ...parameters.Q, schema: { type: 'string', enum: ['web', 'db'] } };
  const tickets = paths['/tickets'].get;
  tickets.parameters = tickets.parameters.map((parameter: Record<string, any>) =>
    parameter.name === 'status' ? { ...parameter, schema: { type: 'string' } } : parameter,
  );
  // A page of ten when the size is left out; an untyped list of API keys; no success for regions.
  parameters.Limit = { ...parameters.Limit, schema: { ...parameters.Limit.schema, default: 10 } };
  const keys = paths['/api-keys'].get.responses['200'].content['application/json'];
  keys.schema = { type: 'object', required: ['items'], properties: { items: { type: 'array' } } };
  const regions = paths['/catalog/regions'].get.responses;
  delete regions['200'];
  /* eslint-enable @typescript-eslint/no-explicit-any */
  return theirs;
}
