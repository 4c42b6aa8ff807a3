import type { Page } from '@playwright/test';
import { test, expect, trackInFlight, type MockControl } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Schemas = components['schemas'];

/** 10% of the service's 100 requests per minute, over the 10 idle minutes. */
const IDLE_MAX = 100;

async function read<T>(mock: MockControl, path: string): Promise<T> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Moves the fake clock on in 30 s steps, letting the requests each step starts finish. */
async function idle(page: Page, inFlight: () => number, ms: number) {
  for (let left = ms; left > 0; left -= 30_000) {
    await page.clock.runFor(Math.min(30_000, left));
    await page.waitForLoadState('networkidle');
    await expect.poll(inFlight, { timeout: 10_000 }).toBe(0);
  }
}

async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const apiRequests = async (mock: MockControl) =>
  (await mock.requests()).filter((r) => r.path.startsWith('/api/v1/'));

const PAGES: Array<{
  name: string;
  path: (mock: MockControl) => Promise<string>;
  h1: (mock: MockControl) => Promise<string>;
}> = [
  { name: 'the overview', path: async () => '/', h1: async () => 'Overview' },
  {
    name: 'a running instance',
    path: async (mock) => {
      const { items } = await read<{ items: Schemas['Instance'][] }>(mock, '/instances');
      const running = items.find((item) => item.status === 'running');
      expect(running, 'a running instance in the seed').toBeDefined();
      return `/instances/${running!.id}`;
    },
    h1: async (mock) => {
      const { items } = await read<{ items: Schemas['Instance'][] }>(mock, '/instances');
      return items.find((item) => item.status === 'running')!.name;
    },
  },
  {
    name: 'a webhook endpoint',
    path: async (mock) => {
      const { items } = await read<{ items: Schemas['WebhookEndpoint'][] }>(
        mock,
        '/webhooks/endpoints',
      );
      expect(items.length, 'an endpoint in the seed').toBeGreaterThan(0);
      return `/webhooks/${items[0]!.id}`;
    },
    h1: async () => '',
  },
];

for (const target of PAGES) {
  test(`${target.name} left open for 10 minutes stays under 10% of the global budget, and polls nothing while the tab is hidden`, async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(180_000);
    const path = await target.path(mock);
    const h1 = await target.h1(mock);
    await page.clock.install();
    const inFlight = trackInFlight(page);
    await connect('full');
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(h1 ? heading.filter({ hasText: h1 }) : heading).toBeVisible();
    await idle(page, inFlight, 1_000);
    await mock.clearRequests();

    // Ten fake minutes pass in seconds while the mock counts its rate window in real time, so
    // a 429 here would be an artefact of the test; the count is what matters.
    await idle(page, inFlight, 10 * 60_000);
    const during = await apiRequests(mock);
    const paths = [...new Set(during.map((r) => `${r.method} ${r.path}`))];
    console.log(
      `idle ${path}: ${during.length} requests in 10 min (${paths.join(', ') || 'none'})`,
    );
    expect(during.length, paths.join(', ')).toBeLessThanOrEqual(IDLE_MAX);
    // Still showing the page, not an error.
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    await hideTab(page);
    await mock.clearRequests();
    await idle(page, inFlight, 2 * 60_000);
    const hidden = await apiRequests(mock);
    expect(
      hidden.map((r) => `${r.method} ${r.path}`),
      'requests while hidden',
    ).toEqual([]);
  });
}
