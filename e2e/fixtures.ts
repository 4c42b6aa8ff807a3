import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PORT, MOCK_BASE_PORT, NGINX_BASE_PORT, WEB_BASE_PORT } from './ports';

export interface DemoKeys {
  full: string;
  read: string;
  suspended: string;
  member: string;
}

export interface MockControl {
  url: string;
  keys: DemoKeys;
  reset(): Promise<void>;
  requests(): Promise<
    Array<{
      method: string;
      path: string;
      query: Record<string, string>;
      status: number;
      at: string;
    }>
  >;
  clearRequests(): Promise<void>;
  setFaults(rules: unknown[]): Promise<void>;
  /** Plays one drift from our contract (mock/drift.ts) until the next reset, or none with null. */
  /** One kind of drift, several played at once (mock/drift-kinds.ts DRIFT_GROUPS), or none. */
  setDrift(drift: string | readonly string[] | null): Promise<void>;
  topup(body: { accountId?: string; token?: string; amountCents: number }): Promise<void>;
}

async function ok(response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`mock control ${response.url} answered ${response.status}`);
  return response;
}

export const test = base.extend<{
  mock: MockControl;
  connect: (key?: keyof DemoKeys) => Promise<void>;
  undoWindow: number | null;
}>({
  /**
   * The undo window for deletes (Preferences) each page of the test starts with, unless the test
   * chose one itself: off by default, so a test of something else sees its delete sent at once;
   * e2e/undo-window.spec.ts sets it (null: the console's own default).
   */
  undoWindow: [0, { option: true }],
  page: async ({ page }, use) => {
    await use(page);
    // A route handler still fetching a background read as the test ends would fail on the
    // closing page ("Fetch response has been disposed") and fail a test whose checks all passed.
    // A test may have closed the page itself (the last tab of a session).
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  context: async ({ context, undoWindow }, use) => {
    if (undoWindow !== null) {
      await context.addInitScript((seconds) => {
        try {
          const key = 'cloud-console.preferences';
          const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
          if (!('undoWindow' in stored))
            localStorage.setItem(key, JSON.stringify({ ...stored, undoWindow: seconds }));
        } catch {
          /* a page without storage (about:blank) */
        }
      }, undoWindow);
    }
    await use(context);
  },
  // The worker's own console build, by parallel slot (stable across worker restarts).
  baseURL: async ({}, use, testInfo) => {
    if (testInfo.project.name === 'demo') return use(`http://127.0.0.1:${DEMO_PORT}`);
    const base = testInfo.project.name === 'nginx' ? NGINX_BASE_PORT : WEB_BASE_PORT;
    await use(`http://127.0.0.1:${base + testInfo.parallelIndex}`);
  },
  mock: async ({}, use, testInfo) => {
    const url = `http://127.0.0.1:${MOCK_BASE_PORT + testInfo.parallelIndex}`;
    await ok(await fetch(`${url}/__mock/reset`, { method: 'POST' }));
    const keys = (await (await ok(await fetch(`${url}/__mock/keys`))).json()) as DemoKeys;
    await use({
      url,
      keys,
      reset: async () => void (await ok(await fetch(`${url}/__mock/reset`, { method: 'POST' }))),
      requests: async () =>
        ((await (await ok(await fetch(`${url}/__mock/requests`))).json()) as { items: [] }).items,
      clearRequests: async () =>
        void (await ok(await fetch(`${url}/__mock/requests`, { method: 'DELETE' }))),
      setFaults: async (rules) =>
        void (await ok(
          await fetch(`${url}/__mock/faults`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(rules),
          }),
        )),
      setDrift: async (drift) =>
        void (await ok(
          await fetch(`${url}/__mock/drift`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ drift }),
          }),
        )),
      topup: async (body) =>
        void (await ok(
          await fetch(`${url}/__mock/topup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        )),
    });
  },
  connect: async ({ page, mock }, use) => {
    await use(async (key = 'full') => {
      await connectWith(page, mock.keys[key]);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      // The heading also shows while the layout is still loading (the route's pending view): wait
      // for the shell, whose top bar holds the keyboard shortcuts, too.
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Sign out' }),
      ).toBeVisible();
    });
  },
});

/** Fills the connect screen with a token and submits it. */
export async function connectWith(page: Page, token: string, path = '/connect'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('API key').fill(token);
  await page.getByRole('button', { name: 'Connect' }).click();
  // Park the pointer: left over the Connect button it would rest on whatever the next page puts
  // there (an overview tile's link) and the router's hover preload would send that page's requests.
  await page.mouse.move(0, 0);
}

/**
 * Waits until a table shows the answer to its current filter. After a filter change a
 * server-paginated table keeps the previous rows (dimmed, aria-busy) until the new page arrives,
 * so a row read before this may be one the new filter drops; a whole-set table is aria-busy while
 * its first render holds only its first rows.
 */
export async function settled(table: Locator): Promise<void> {
  await expect(table).toHaveAttribute('aria-busy', 'false');
}

/**
 * Holds the requests matching `url` (and `method`, when given) on their way, as a slow network
 * would, until the returned function is called.
 */
export async function hold(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  method?: string,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return release;
}

/** Counts the page's API requests still in flight, so a fake-clock step can wait for them. */
export function trackInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/v1/');
  page.on('request', (request) => void (isApi(request.url()) && open.add(request)));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return () => open.size;
}

/**
 * The service's figures say this address has used its minute (a limit of 50, nothing left, for
 * `resetSeconds` more), as Prism's random figures did: from a page with no reads, every API answer
 * carries them, and one navigation (to Backups) lets the meter count the minute as used. Returns
 * how to stop the figures.
 */
export async function spendBudget(page: Page, resetSeconds: number): Promise<() => Promise<void>> {
  await page.goto('/webhooks/verify');
  await page.waitForLoadState('networkidle');
  const pattern = '**/api/v1/**';
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'x-ratelimit-limit': '50',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(resetSeconds),
      },
    });
  });
  await page
    .getByRole('navigation', { name: 'Resources' })
    .getByRole('link', { name: 'Backups', exact: true })
    .click();
  await expect(page.getByRole('banner').getByTestId('budget-count')).toHaveText(/^50\/50 per min/);
  return () => page.unroute(pattern);
}

export { expect };
