import { test, expect } from './fixtures';
import { NAV_ITEMS } from './nav';

/**
 * The /api/v1 requests of each page's first view (a fresh load: empty React Query cache, the
 * session already connected), and what the page keeps asking for during the next fake minute
 * while it stays open. Prints one line per page for the table in docs/requests.md.
 */
const FIRST_VIEW_MAX = 10;

/** One request as the service sees it: method, path and query (in a stable order). */
const requestLine = (r: { method: string; path: string; query: Record<string, string> }) =>
  `${r.method} ${r.path.slice('/api/v1'.length)}${
    Object.keys(r.query).length
      ? `?${new URLSearchParams(Object.entries(r.query).sort(([a], [b]) => a.localeCompare(b)))}`
      : ''
  }`;

test('each page’s first view reads each source once and stays under 10 requests', async ({
  page,
  connect,
  mock,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await connect('full');
  // The preview server's `/api` proxy prefix also swallows the page address /api-keys (a reload
  // there shows the mock's 404), so that one document is served from / instead.
  await page.route(
    (url) => url.pathname === '/api-keys',
    async (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({
            response: await route.fetch({ url: new URL('/', route.request().url()).href }),
          })
        : route.fallback(),
  );
  // Every page of the navigation, and a server's page for the detail pages.
  const servers = (await (
    await fetch(`${mock.url}/api/v1/instances`, {
      headers: { authorization: `Bearer ${mock.keys.full}` },
    })
  ).json()) as { items: Array<{ id: string }> };
  const pages = [...NAV_ITEMS.map((item) => item.to), `/instances/${servers.items[0]!.id}`];
  const rows: string[] = [];
  for (const to of pages) {
    // A clean rate window each time: a reload forgets the governor's own count, the mock's stays.
    // Leave the previous page first, so none of its polls lands in this page's count.
    await page.goto('about:blank');
    await mock.reset();
    await page.goto(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const first = (await mock.requests()).filter((r) => r.path.startsWith('/api/v1/'));
    await mock.clearRequests();
    for (let i = 0; i < 4; i++) {
      await page.clock.runFor(15_000);
      await page.waitForLoadState('networkidle');
    }
    const polls = (await mock.requests()).filter((r) => r.path.startsWith('/api/v1/'));
    const paths = first.map((r) => `${r.method} ${r.path.slice('/api/v1'.length)}`).join(', ');
    const polled = [
      ...new Set(polls.map((r) => `${r.method} ${r.path.slice('/api/v1'.length)}`)),
    ].join(', ');
    const line = `${to}\t${first.length}\t${polls.length}\t${paths}\t${polled}`;
    console.log(`requests ${line}`);
    rows.push(line);
    expect.soft(first.length, `${to}: ${paths}`).toBeLessThan(FIRST_VIEW_MAX);
    // One request per source: the route's loader, the page's components and the shell share
    // each read (a second identical one is a key or an option that differs, or a cancelled read).
    const lines = first.map(requestLine);
    expect
      .soft(
        lines.filter((line, index) => lines.indexOf(line) !== index),
        `${to} read twice`,
      )
      .toEqual([]);
    expect
      .soft(
        first.filter((r) => r.status === 429),
        `${to} met a 429`,
      )
      .toHaveLength(0);
  }
  test.info().annotations.push({ type: 'requests', description: rows.join('\n') });
});
