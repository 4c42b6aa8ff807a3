// A read started by a route's loader and shown by a component that mounts, unmounts and mounts again
// before the answer (React's StrictMode does so with every component in development; a quick Back
// and Forward does in any build): one request, unless it waits for the budget.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sent: Request[] = [];
const answers: Array<(response: Response) => void> = [];
let mayWait = false;
vi.mock('@/api/governor/rate-governor', () => ({
  governedFetch: vi.fn(
    (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        sent.push(request);
        answers.push(resolve);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      }),
  ),
  readsMayWait: () => mayWait,
}));

const { setSession, clearSession } = await import('@/api/session/session');
const { queryClientDefaults } = await import('./query-defaults');
const { apiCall } = await import('@/api/api-call');
const { callQuery } = await import('./call-query');

const volumes = callQuery(apiCall('get', '/volumes'));

/** The loader's prefetch, then a component that mounts, unmounts and mounts again. */
function loadThenRemount() {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  void queryClient.prefetchQuery(volumes);
  const observer = new QueryObserver(queryClient, volumes);
  observer.subscribe(() => undefined)();
  const mounted = observer.subscribe(() => undefined);
  return { queryClient, observer, mounted };
}

afterEach(() => {
  sent.length = 0;
  answers.length = 0;
  mayWait = false;
  clearSession();
});

describe('a read whose component mounts again before its answer', () => {
  it('is sent once and its answer shown, when it goes at once', async () => {
    setSession({ token: 'cc_test', baseUrl: '/api/v1', remember: false });
    const { queryClient, observer, mounted } = loadThenRemount();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.signal.aborted).toBe(false);
    answers[0]!(Response.json({ items: [], total: 0, limit: 25, offset: 0 }));
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    expect(sent).toHaveLength(1);
    mounted();
    queryClient.clear();
  });

  it('is dropped when it waits for the budget and its last component unmounts', async () => {
    setSession({ token: 'cc_test', baseUrl: '/api/v1', remember: false });
    mayWait = true;
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
    void queryClient.prefetchQuery(volumes);
    const observer = new QueryObserver(queryClient, volumes);
    const unmount = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    unmount();
    // The governor leaves an aborted request in its queue unsent (budget.test.ts).
    expect(sent[0]!.signal.aborted).toBe(true);
    queryClient.clear();
  });
});
