import { signInEnded, signInRequiredError } from './sso-session';

/**
 * A read of the team proxy's own endpoints (who is signed in, the audit log): same origin, never
 * cached, and a 401 from the SSO front in front of it becomes `sign_in_required` (the page asks for
 * a sign-in, sso-session.ts). Not the service's API: nothing of the office's budget is spent.
 */
export async function fetchFromProxy(
  url: string,
  init: { signal?: AbortSignal | undefined; headers: Record<string, string> },
): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init });
  if (signInEnded(response)) throw signInRequiredError();
  return response;
}
