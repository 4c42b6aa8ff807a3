/**
 * The demo build's backend: the mock API's Hono app running inside the page. Every request to an
 * /api/ or /__mock/ path, on any origin, is answered here, so nothing in a demo can reach a real
 * service. Only the demo build imports this module (see main.tsx), so the live build has no mock code.
 */
import { createMockApp } from '../../mock/app';

export async function installDemoBackend(): Promise<void> {
  const { app } = createMockApp({});
  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url, location.href);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/__mock/')) {
      const local = new Request(new URL(url.pathname + url.search, location.origin), request);
      return app.fetch(local);
    }
    if (url.origin !== location.origin) throw new TypeError('The demo makes no requests to other sites.');
    return network(request);
  };
}

export async function resetDemo(): Promise<void> {
  await globalThis.fetch('/__mock/reset', { method: 'POST' });
}

export async function demoKeys(): Promise<Record<string, string>> {
  const response = await globalThis.fetch('/__mock/keys');
  return (await response.json()) as Record<string, string>;
}
