import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { loadRuntimeConfig, setRuntimeConfig } from '@/api/config';
import { getSession, setSession } from '@/api/session';
import { loadSessionChannel } from '@/api/load-session-channel';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { prefetchFirstView } from './first-view';
import { installUnauthorizedHandler } from '@/features/session/unauthorized';
import { applyPreferences } from '@/lib/preferences';
import { installRoutePreload } from '@/lib/route-chunks';
import { whenIdle } from '@/lib/when-idle';
import { loadErrorTexts } from '@/components/ui/use-error-description';
import './styles.css';

async function start() {
  // A tab opened without a key (Ctrl-click, a pasted link) continues with the open tabs' session;
  // the question goes out while the configuration loads. The channel is a chunk of its own: a
  // tab with a key fetches it beside the first view (installUnauthorizedHandler).
  const asking = getSession()
    ? Promise.resolve(null)
    : loadSessionChannel().then((channel) => channel?.askOtherTabs() ?? null);
  // Read while the other tabs answer and the first requests go out; the page waits for it.
  const configuring = __DEMO__ ? null : loadRuntimeConfig();
  applyPreferences();
  if (__DEMO__) {
    // Compile-time constant: the live build drops this branch and the mock with it.
    const { installDemoBackend } = await import('@/demo/backend');
    await installDemoBackend();
    setRuntimeConfig({ apiBaseUrl: '/api/v1', mode: 'demo', allowBaseUrlChange: false });
  }
  const handed = await asking;
  if (handed) setSession(handed);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  installUnauthorizedHandler(queryClient, router);
  installRoutePreload(router);
  // The session holds the service's address, so the first requests need not wait for config.json
  // (index.html preloads it meanwhile).
  prefetchFirstView(queryClient);
  await configuring;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  whenIdle(() => void loadErrorTexts().catch(() => undefined));
}

void start();
