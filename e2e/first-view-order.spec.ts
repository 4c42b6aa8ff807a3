import type { Page, Request } from '@playwright/test';
import { test, expect, hold } from './fixtures';

/**
 * What a first view asks for, and when (docs/performance.md): the data the page draws with goes
 * out together, and what is only fetched ahead (menus, dialogs, shortcuts) waits until the page
 * has its data, so on a slow network it does not share the line with them.
 */
function record(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

const LIST = /\/api\/v1\/instances$/;
const AHEAD = /\/assets\/(dropdown-menu-radix|keyboard-shortcuts|destroy-dialog)-/;

test.describe('the first view of a page', () => {
  test('the server list asks for its plan and region columns beside the list, and fetches menus ahead only once it has drawn', async ({
    page,
    connect,
  }) => {
    await connect('full');
    // From a blank page, so nothing the page before had asked for is counted.
    await page.goto('about:blank');
    const urls = record(page);
    const release = await hold(page, (url) => LIST.test(url.pathname));
    await page.goto('/instances');
    // The list is still on its way, and the catalogue is already asked for.
    await expect
      .poll(() => urls.filter((path) => /\/catalog\/(plans|regions)$/.test(path)).length)
      .toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(urls.filter((path) => AHEAD.test(path))).toEqual([]);

    release();
    await expect(
      page.getByRole('table', { name: 'Instances' }).getByRole('link').first(),
    ).toBeVisible();
    // Then, with the page drawn, the row menu's code is fetched ahead of its first open.
    await expect
      .poll(() => urls.filter((path) => /dropdown-menu-radix-/.test(path)).length, {
        timeout: 10_000,
      })
      .toBe(1);
  });

  test('on a phone the server list draws the rows its box shows once: none drawn and taken away again', async ({
    page,
    connect,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await connect('full');
    await page.goto('about:blank');
    // Every data row (aria-rowindex 2 and on) added to or taken from the page, from its first paint.
    await page.addInitScript(() => {
      const rows = { added: 0, removed: 0 };
      (window as unknown as { rows: typeof rows }).rows = rows;
      // A row comes as itself or inside what React inserts or takes away (its tbody, the table).
      const count = (nodes: NodeList) =>
        [...nodes]
          .flatMap((node) =>
            node instanceof Element ? [node, ...node.querySelectorAll('tr[aria-rowindex]')] : [],
          )
          .filter((node) => node.tagName === 'TR' && Number(node.ariaRowIndex) >= 2).length;
      new MutationObserver((changes) => {
        for (const change of changes) {
          rows.added += count(change.addedNodes);
          rows.removed += count(change.removedNodes);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/instances');
    const table = page.getByRole('table', { name: 'Instances' });
    await expect(table.getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const rows = await page.evaluate(() => (window as unknown as { rows: object }).rows);
    const shown = await table.locator('tbody tr[aria-rowindex]').count();
    // The box is 70 % of the window's height (591 px): 14 rows of 44 px. The window's whole
    // height drew 20 and the measuring render took 6 away again, in the task the LCP waits for.
    expect(shown).toBe(14);
    expect(rows).toEqual({ added: shown, removed: 0 });
  });

  test('an instance page asks for the fields’ catalogue beside the instance', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const list = (await (
      await fetch(`${mock.url}/api/v1/instances`, {
        headers: { authorization: `Bearer ${mock.keys.full}` },
      })
    ).json()) as { items: Array<{ id: string; name: string }> };
    const { id, name } = list.items[0]!;
    await page.goto('about:blank');
    const urls = record(page);
    const release = await hold(page, (url) => url.pathname === `/api/v1/instances/${id}`);
    await page.goto(`/instances/${id}`);
    await expect
      .poll(() => urls.filter((path) => /\/catalog\/(plans|regions|os-images)$/.test(path)).length)
      .toBe(3);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('pointing at a link preloads the page’s own data, not the catalogue', async ({
    page,
    connect,
  }) => {
    await connect('full');
    // A page with no catalogue of its own.
    await page.goto('/preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    const urls = record(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Instances', exact: true })
      .hover();
    await expect.poll(() => urls.filter((path) => LIST.test(path)).length).toBe(1);
    await page.waitForTimeout(500);
    expect(urls.filter((path) => path.includes('/catalog/'))).toEqual([]);
  });
});
