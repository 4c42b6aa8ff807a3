/**
 * A fetch that answers every /api/v1 request from the OpenAPI document: the operation's success
 * response, generated for the seed and profile. Node-only (it reads the document from disk), for tests.
 */
import { ajvErrors, deref, doc, findOperation, validator } from '../../../mock/contract/openapi';
import { createGenerator, type Profile } from './generate';
import { hashString } from '../../../mock/lib/random';

type Json = Record<string, unknown>;

export interface Answered {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export function createContractFetch(seed: number, profile: Profile, log: Answered[] = []) {
  const document = doc as unknown as Json;
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/api\/v1/, '');
    const operation = findOperation(request.method, path);
    if (!operation)
      return new Response(JSON.stringify({ code: 'not_found', message: 'No such route' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const responses = operation.op.responses as Json;
    const status = Object.keys(responses).find((key) => /^2\d\d$/.test(key));
    if (!status)
      return new Response(JSON.stringify({ code: 'admin_only', message: 'Refused' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    const response = deref<Json>(responses[status]);
    const schema = (
      (response.content as Json | undefined)?.['application/json'] as Json | undefined
    )?.schema;
    // One stream per request path, so the answer to a path does not depend on request order.
    const generator = createGenerator(
      document,
      (seed ^ hashString(`${request.method} ${path}`)) >>> 0,
      profile,
    );
    const body = schema === undefined ? undefined : generator.sample(schema);
    if (schema !== undefined && profile !== 'future') {
      // The generator must stay inside the contract, or a failure would prove nothing.
      const validate = validator(`generated ${operation.operationId} ${status}`, schema);
      if (!validate(body))
        throw new Error(
          `generator left the contract for ${operation.operationId}: ${ajvErrors(validate)}`,
        );
    }
    log.push({ method: request.method, path, status: Number(status), body });
    const headers = { 'content-type': 'application/json', 'x-ratelimit-limit': '100000' };
    return body === undefined
      ? new Response(null, { status: Number(status), headers })
      : new Response(JSON.stringify(body), { status: Number(status), headers });
  };
}
