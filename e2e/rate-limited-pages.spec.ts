import { test, expect } from './fixtures';
import { NAV_ITEMS, pageTitle } from '../src/components/layout/nav-items';

/** A 429 on every read for a minute: the console pauses and nothing arrives while the test looks. */
const PERSISTENT_429 = [{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }];

test.describe('under a persistent 429', () => {
  test('every page shows its heading before its data, from the navigation and on a cold load', async ({ page, connect, mock }) => {
    await connect('full');
    await page.goto('/webhooks/verify');
    await page.waitForLoadState('networkidle');
    await mock.setFaults(PERSISTENT_429);
    const status = page.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ });
    for (const item of NAV_ITEMS) {
      const h1 = pageTitle(item.to) ?? item.label;
      await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: item.label, exact: true }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), `${item.to} from the navigation`).toHaveText(h1, { timeout: 3_000 });
    }
    await expect(status).toBeVisible();
    for (const item of NAV_ITEMS) {
      const h1 = pageTitle(item.to) ?? item.label;
      await page.goto(item.to);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), `${item.to} on a cold load`).toHaveText(h1, { timeout: 3_000 });
    }
  });

  for (const width of [1280, 390]) test(`the top bar holds at ${width} px with the rate-limit badge shown`, async ({ page, connect, mock }) => {
    await page.setViewportSize({ width, height: 800 });
    await connect('full');
    await mock.setFaults(PERSISTENT_429);
    await page.goto('/instances');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`top-bar-${width}.png`) });
    const boxes = await bar.evaluate((header) => {
      const items = [...header.querySelectorAll('a, button, [role=status], [data-testid=session-identity], meter')]
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
        .map((element) => {
          const r = element.getBoundingClientRect();
          return { name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        });
      return { items, width: header.clientWidth, scrollWidth: header.scrollWidth };
    });
    expect(boxes.scrollWidth, 'the bar does not overflow').toBeLessThanOrEqual(boxes.width);
    const leaves = boxes.items.filter((a) => !boxes.items.some((b) => b !== a && b.left >= a.left && b.right <= a.right && b.top >= a.top && b.bottom <= a.bottom));
    const overlaps: string[] = [];
    for (const [i, a] of leaves.entries()) {
      expect(a.right, `${a.name} inside the window`).toBeLessThanOrEqual(width);
      for (const b of leaves.slice(i + 1)) {
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps.push(`${a.name} × ${b.name}`);
      }
    }
    expect(overlaps).toEqual([]);
    for (const name of ['Search', 'Pause auto-refresh', 'Sign out']) await expect(bar.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    // One line: the bar keeps its height.
    expect(await bar.evaluate((header) => header.getBoundingClientRect().height)).toBeLessThanOrEqual(57);
  });
});
