/**
 * Demo links (demo build only, loaded only when the address has one): `/?demo-as=read&demo-page=/volumes`
 * opens the console connected with the in-browser mock's key of that role, on that page. The key is
 * never in the address: the link names a role, and the parameters leave the address before the first render.
 * `demo-scenario=<id>` starts that scenario from its beginning (read by backend.ts, which builds the store).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '@/api/config';
import { connectWithKey } from '@/api/identity/connect';
import { clearSession } from '@/api/session/session';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { noteDemoLinkRefused } from './refused-link';
import { demoKeys } from './backend';

export const LINK_PARAMS = ['demo-as', 'demo-page', 'demo-scenario'] as const;

const SECTIONS = [...NAV_ITEMS.map((item) => item.to), '/preferences', '/activity'].filter(
  (to) => to !== '/',
);

/** The page a link names, when it is a path of the console on this origin; anything else is the overview. */
export function demoPage(value: string | null, origin: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (
    url.pathname !== '/' &&
    !SECTIONS.some((to) => url.pathname === to || url.pathname.startsWith(`${to}/`))
  )
    return '/';
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

/**
 * Connects as the role the address names (or `role`, the demo's own address's full key) and goes to
 * its page; a refused key (suspended) lands on the connect screen.
 */
export async function openDemoLink(
  queryClient: QueryClient,
  role: string | null = null,
): Promise<void> {
  const params = new URLSearchParams(location.search);
  role = params.get('demo-as') ?? role;
  const page = demoPage(params.get('demo-page'), location.origin);
  // Out of the address at once, whatever follows.
  history.replaceState(null, '', page);
  const token = role ? (await demoKeys())[role] : undefined;
  if (!role || !token) return;
  try {
    await connectWithKey(queryClient, {
      token,
      baseUrl: getRuntimeConfig().apiBaseUrl,
      remember: false,
    });
  } catch {
    // Refused (the suspended account's zero-balance lock answers 401 invalid_token): the connect
    // screen says why; nothing retries.
    clearSession();
    queryClient.clear();
    noteDemoLinkRefused(role);
    history.replaceState(
      null,
      '',
      page === '/' ? '/connect' : `/connect?redirect=${encodeURIComponent(page)}`,
    );
  }
}
