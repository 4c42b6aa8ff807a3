// Body validation: a JSON object matching the operation's schema, else 400 invalid_body with param.
import type { Context } from 'hono';
import { badBody } from '../lib/errors';
import { validateBody } from './json-schema';
import type { operations } from '../../src/api/schema.gen';
import { BODIES, type BodyName } from './contract.gen';

/** The body an operation takes, from the generated schema (never written by hand). */
export type RequestBody<O extends BodyName> = operations[O] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export async function readBody<O extends BodyName>(
  c: Context,
  operation: O,
): Promise<RequestBody<O>> {
  const text = await c.req.text();
  if (text.trim() === '') throw badBody(undefined, 'a JSON body is required');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badBody(undefined, 'the body is not valid JSON');
  }
  const violation = validateBody(body, BODIES[operation]);
  if (violation) throw badBody(violation.param, violation.message);
  return body as RequestBody<O>;
}
