import { getRuntimeConfig } from '@/api/config';

/**
 * Whether the OpenID provider answers, asked through the front: a sign-out through a provider
 * that does not would end on the browser's "refused to connect" page. Only a gateway error or no
 * answer in 4 s counts as down (a front without the status route answers 404: taken as up).
 */
async function providerAnswers(): Promise<boolean> {
  try {
    const response = await fetch(getRuntimeConfig().proxy.providerStatusUrl, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(4000),
    });
    return ![502, 503, 504].includes(response.status);
  } catch {
    return false;
  }
}

/**
 * Leaves for the SSO front's sign-out, which ends the session there and at the provider; when the
 * provider does not answer, for the front's own sign-out (this console only), whose page says so.
 */
export async function leaveForSignOut(): Promise<void> {
  const { signOutUrl, signOutHereUrl } = getRuntimeConfig().proxy;
  window.location.assign((await providerAnswers()) ? signOutUrl : signOutHereUrl);
}
