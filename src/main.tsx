import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { loadRuntimeConfig, setRuntimeConfig } from '@/api/config';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { prefetchFirstView } from './first-view';
import { installUnauthorizedHandler } from '@/features/session/unauthorized';
import './styles.css';

async function start() {
  if (__DEMO__) {
    // Compile-time constant: the live build drops this branch and the mock with it.
    const { installDemoBackend } = await import('@/demo/backend');
    await installDemoBackend();
    setRuntimeConfig({ apiBaseUrl: '/api/v1', mode: 'demo', allowBaseUrlChange: false });
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  installUnauthorizedHandler(queryClient, router);
  // The session holds the service's address, so the first requests need not wait for config.json
  // (index.html preloads it meanwhile).
  prefetchFirstView(queryClient);
  if (!__DEMO__) await loadRuntimeConfig();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
