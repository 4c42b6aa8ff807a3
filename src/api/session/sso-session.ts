/**
 * Proxy mode: whether the SSO front's session has ended under this page. The front answers a
 * fetch with 401 (not a redirect) once its session expires; every response that came through the
 * team's nginx carries PROXY_HEADER, so a 401 without it is the front's, not the service's.
 * The page is kept as it is (forms and all) while the person signs in again in a small window
 * (features/session/sign-in-again.tsx); the failed reads are then fetched again.
 */
import { t } from '@lingui/core/macro';
import { ApiError } from '@/api/errors';

export const PROXY_HEADER = 'x-console-proxy';

/** A fetch the front refused: nothing reached the service, so a write is safe to send again. */
export const SIGN_IN_REQUIRED = 'sign_in_required';

export function signInRequiredError(): ApiError {
  return new ApiError({
    status: 401,
    code: SIGN_IN_REQUIRED,
    message: t`Your sign-in has ended; nothing was sent to the service.`,
  });
}

/** The protected page that tells the tabs a sign-in happened (public/auth/signed-in.html). */
export const SIGNED_IN_CHANNEL = 'cc-signed-in';

/** Where a tab goes when the person signed out in another tab (public/auth/signed-out.html). */
export const SIGNED_OUT_PAGE = `${import.meta.env.BASE_URL}auth/signed-out.html`;

type Listener = () => void;
const listeners = new Set<Listener>();
let needed = false;

export function signInEnded(response: Pick<Response, 'status' | 'headers'>): boolean {
  const ended = response.status === 401 && !response.headers.has(PROXY_HEADER);
  if (ended) setSignInNeeded(true);
  return ended;
}

export function isSignInNeeded(): boolean {
  return needed;
}

export function setSignInNeeded(value: boolean): void {
  if (needed === value) return;
  needed = value;
  listeners.forEach((listener) => listener());
}

export function subscribeSignInNeeded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
