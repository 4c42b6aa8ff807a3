import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { DEFAULT_CONFIG, loadRuntimeConfig, setRuntimeConfig } from '@/api/config';
import { getSession, setSession, startProxySession } from '@/api/session/session';
import { loadSessionChannel } from '@/api/session/load-session-channel';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { prefetchFirstView } from './prefetch-first-view';
import { installUnauthorizedHandler } from '@/features/session/unauthorized';
import { applyPreferences } from '@/lib/preferences';
import { startLanguage } from '@/lib/i18n/i18n';
import { useLingui } from '@/lib/i18n/i18n-react';
import { installRoutePreload } from '@/lib/code-loading/route-chunks';
import { setPacedByProxy } from '@/api/governor/rate-governor';
import { startPresentation } from '@/lib/presentation/presentation';
import { loadPresentingMarker } from '@/components/layout/presentation-switch';
import './styles.css';

async function start() {
  // Presentation mode on at start: its masks (and the top bar's marker) load beside config.json and
  // the first view is rendered only once they are there (lib/presentation/presentation.ts); off, nothing loads.
  const presenting = startPresentation();
  if (presenting) void loadPresentingMarker();
  const stored = getSession();
  // Read while the first requests go out; the page waits for it. index.html preloads it.
  const configuring = __DEMO__ ? null : loadRuntimeConfig();
  // A tab opened without a key (Ctrl-click, a pasted link) continues with the open tabs' session
  // (key mode only: behind a team's proxy there is no key to hand over). The channel is a chunk of
  // its own: a tab with a key fetches it beside the first view (installUnauthorizedHandler).
  const asking = stored
    ? Promise.resolve(null)
    : (configuring ?? Promise.resolve(null)).then((config) =>
        config?.session === 'proxy'
          ? null
          : loadSessionChannel().then((channel) => channel?.askOtherTabs() ?? null),
      );
  applyPreferences();
  // English needs nothing loaded; another language's catalogue loads beside config.json.
  const speaking = startLanguage();
  if (__DEMO__) {
    // Compile-time constant: the live build drops this branch and the mock with it.
    const { installDemoBackend } = await import('@/demo/backend');
    await installDemoBackend();
    setRuntimeConfig({ ...DEFAULT_CONFIG, mode: 'demo' });
  }
  const handed = await asking;
  if (handed) setSession(handed);
  const queryClient = createQueryClient();
  // The in-page service's events reach the console as team mode's stream brings them (demo/live.ts).
  if (__DEMO__) (await import('@/demo/backend')).connectDemoEvents(queryClient);
  // A demo link (/?demo-as=read&demo-page=/volumes, maybe &demo-scenario=…) connects as that role before the first render.
  // The demo's own address with no session (the address a presenter is given) opens signed in with
  // the full key on the overview; the connect screen is one press away (the banner's "Connect as
  // someone else", which leaves for /connect, where nothing connects on its own).
  const plainDemo =
    __DEMO__ && !getSession() && location.pathname === '/' && location.search === '';
  if (__DEMO__ && (plainDemo || /[?&]demo-(as|scenario)=/.test(location.search)))
    await (await import('@/demo/link')).openDemoLink(queryClient, plainDemo ? 'full' : null);
  const router = createAppRouter(queryClient);
  installUnauthorizedHandler(queryClient, router);
  installRoutePreload(router);
  // A session kept in this tab goes to config.json's usual address, so its first requests need not
  // wait for config.json (index.html preloads it meanwhile); any other address waits for it.
  const early = stored?.baseUrl === DEFAULT_CONFIG.apiBaseUrl;
  if (early) prefetchFirstView(queryClient, router);
  const config = await configuring;
  if (config?.session === 'proxy') {
    // The SSO front let this page load: signed in. Whatever a key-mode session left is erased.
    queryClient.clear();
    startProxySession(config.apiBaseUrl);
    setPacedByProxy();
    prefetchFirstView(queryClient, router);
    // The service's events, live: a chunk of its own, behind a team's proxy only.
    void import('@/api/live/stream').then((live) => live.startLive(queryClient));
  } else if (!early) prefetchFirstView(queryClient, router);
  await presenting;
  await speaking;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Speaking router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** A change of language draws the whole console again, words computed outside React included. */
function Speaking({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider key={useLingui().locale} router={router} />;
}

void start();
