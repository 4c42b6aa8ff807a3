import { ApiError, networkError } from '@/api/errors';

/** Asks the team proxy to answer a read from the service, not from its shared copy. */
const REFRESH_HEADER = 'X-Console-Refresh';

/** Whether a read came from the team proxy's shared copy (X-Console-Cache) and is not JSON it can parse. */
async function unreadableSharedCopy(response: Response): Promise<boolean> {
  if (!response.ok || !/^(HIT|STALE|UPDATING)$/.test(response.headers.get('x-console-cache') ?? ''))
    return false;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return false;
  try {
    JSON.parse(await response.clone().text());
    return false;
  } catch {
    return true;
  }
}

/**
 * A read answered from the team proxy's shared copy that cannot be read (a truncated answer the
 * service sent once and the proxy kept for everyone) is asked for once more past the copy, which
 * also replaces it for everyone else (deploy/team/nginx.conf, X-Console-Refresh). Any other answer
 * is returned as it is.
 */
export async function readableAnswer(
  request: Request,
  response: Response,
  fetchRequest: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (!(await unreadableSharedCopy(response))) return response;
  const headers = new Headers(request.headers);
  headers.set(REFRESH_HEADER, '1');
  try {
    return await fetchRequest(
      new Request(request.url, { method: 'GET', headers, signal: request.signal }),
    );
  } catch (cause) {
    throw cause instanceof ApiError || request.signal.aborted ? cause : networkError('GET', cause);
  }
}
