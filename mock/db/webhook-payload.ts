import { iso } from '../lib/time';

/** The JSON body every delivery POSTs: {id, type, createdAt, data}. */
export function envelope(
  id: string,
  type: string,
  at: number,
  data: Record<string, unknown>,
): string {
  return JSON.stringify({ id, type, createdAt: iso(at), data });
}
