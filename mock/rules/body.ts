// Body validation: a JSON object matching the operation's schema, else 400 invalid_body with param.
import type { Context } from 'hono';
import { badBody } from '../lib/errors';
import { validateBody } from './json-schema';
import { BODIES, type BodyName } from './contract.gen';

export async function readBody<T>(c: Context, operation: BodyName): Promise<T> {
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
  return body as T;
}
