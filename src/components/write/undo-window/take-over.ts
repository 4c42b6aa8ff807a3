/**
 * How a delete's window ended, in the words' terms, and the send of a window whose tab died
 * (store.ts takes it over): one DELETE per resource, one after another, as its tab would have.
 */
import { api, unwrap } from '@/api/client';
import { isApiError, NETWORK_ERROR, OUTCOME_UNKNOWN } from '@/api/errors';

/**
 * 'gone': the service answered 404, nothing was left to delete. 'refused': it answered with a
 * refusal, so nothing was deleted. 'unknown': no answer (a dropped connection, a gateway's 502 or
 * 504, a timeout): the service may have deleted it.
 */
export type Outcome = 'deleted' | 'gone' | 'refused' | 'unknown';

export function outcomeOf(error: unknown): Outcome {
  if (error === undefined) return 'deleted';
  // Not the client's ApiError: the request failed in the browser, after it may have left.
  if (!isApiError(error)) return 'unknown';
  if (error.status === 404) return 'gone';
  return error.code === OUTCOME_UNKNOWN || error.code === NETWORK_ERROR ? 'unknown' : 'refused';
}

// openapi-fetch fills a path's `{id}` from params; a resource's own path has none to fill.
const request = api.request as unknown as (
  method: 'delete',
  path: string,
  init: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Deletes each resource. Throws the first failure other than a 404, or the 404 when every
 * resource was already gone; resolves when each was deleted or gone.
 */
export async function sendDeletes(targets: readonly string[]): Promise<void> {
  let failure: unknown;
  let gone: unknown;
  let deleted = false;
  for (const target of targets) {
    try {
      await unwrap(request('delete', target, {}));
      deleted = true;
    } catch (error) {
      if (outcomeOf(error) === 'gone') gone ??= error;
      else failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  if (!deleted && gone !== undefined) throw gone;
}
