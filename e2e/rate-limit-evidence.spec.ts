import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { screenshotToRead } from './screenshots';

/**
 * Issue 29 item 1 and F2: rate-limit headers are evidence, not orders; no header holds a page
 * longer than one window, and a person can always try now. The values are Stoplight Prism's
 * (`prism mock --dynamic` of the contract as it was) and the audit's.
 */

/** Answers every API request as the mock does, with these rate-limit headers instead of its own. */
async function rewriteHeaders(page: Page, headers: Record<string, string>) {
  await page.route('**/api/v1/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
  });
}

/** What of the banner overlaps: leaf controls and badges whose boxes cross (empty: nothing). */
async function overlaps(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const items = [
      ...header.querySelectorAll(
        'a, button, [role=status], [data-testid=session-identity], meter, [data-testid=budget-ignored]',
      ),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        name: (element.textContent ?? '').trim().slice(0, 30),
        r: element.getBoundingClientRect(),
      }));
    const leaves = items.filter(
      (a) =>
        !items.some(
          (b) =>
            b !== a &&
            b.r.left >= a.r.left &&
            b.r.right <= a.r.right &&
            b.r.top >= a.r.top &&
            b.r.bottom <= a.r.bottom,
        ),
    );
    const found: string[] = [];
    for (const [i, a] of leaves.entries())
      for (const b of leaves.slice(i + 1))
        if (
          a.r.left < b.r.right - 0.5 &&
          b.r.left < a.r.right - 0.5 &&
          a.r.top < b.r.bottom - 0.5 &&
          b.r.top < a.r.bottom - 0.5
        )
          found.push(`${a.name} × ${b.name}`);
    if (header.scrollWidth > header.clientWidth) found.push('the bar overflows');
    return found;
  });
}

test.describe('rate-limit headers are evidence, not orders', () => {
  test('Prism’s values (limit 78926848, remaining 62178160, reset 84297818): the wallet loads and the meter says why it counts alone', async ({
    page,
    connect,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await rewriteHeaders(page, {
      'x-ratelimit-limit': '78926848',
      'x-ratelimit-remaining': '62178160',
      'x-ratelimit-reset': '84297818',
    });
    await connect('full');
    await page.goto('/wallet');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Wallet' }),
    ).toBeVisible();
    await expect(page.getByTestId('runway')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
    const bar = page.getByRole('banner');
    await expect(bar.getByTestId('budget-count')).toHaveText(/^\d+\/100 per min/);
    await expect(bar.getByTestId('budget-ignored')).toHaveText(
      "· service's figures ignored: limit above 100/min",
    );
    await expect(bar.getByRole('status')).toHaveCount(0); // no "Budget used, sending in …"
    await screenshotToRead(page, test.info().outputPath('prism-headers-1280.png'));
    expect(await overlaps(page)).toEqual([]);
  });

  test('x-ratelimit-limit: 1e9 is not adopted as the limit', async ({ page, connect }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await rewriteHeaders(page, { 'x-ratelimit-limit': '1e9' });
    await connect('full');
    await page.goto('/volumes');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('budget-count')).toHaveText(
      /^\d+\/100 per min/,
    );
  });
});

test.describe('a pause cannot hold a page without a way to try again', () => {
  test('Retry-After: 99999 waits 30 s at most, and "Try now" loads the page at once', async ({
    page,
    connect,
    mock,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await connect('full');
    await page.goto('/webhooks/verify');
    await page.waitForLoadState('networkidle');
    let refused = 0;
    await page.route('**/api/v1/instances', async (route) => {
      if (route.request().method() !== 'GET' || refused > 0) return route.fallback();
      refused += 1;
      await route.fulfill({
        status: 429,
        headers: {
          'retry-after': '99999',
          'x-ratelimit-limit': '100',
          'content-type': 'application/json',
        },
        json: { error: { code: 'rate_limited', message: 'Slow down.' } },
      });
    });
    await mock.clearRequests();
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Instances', exact: true })
      .click();
    const bar = page.getByRole('banner');
    const status = bar.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ });
    await expect(status).toBeVisible();
    const seconds = Number(/resuming in (\d+) s/.exec((await status.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
    await expect(bar.getByTestId('budget-ignored')).toHaveText(
      "· service's figures ignored: Retry-After beyond one minute",
    );
    const tryNow = bar.getByRole('button', { name: 'Try now' });
    await expect(tryNow).toBeVisible();
    await screenshotToRead(page, test.info().outputPath('try-now-1280.png'));
    expect(await overlaps(page)).toEqual([]);

    await tryNow.click();
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 5_000 });
    await expect(status).toBeHidden();
    await expect(tryNow).toBeHidden();
    // Held until the press, then sent once: the refused read and its try, nothing in between.
    const lists = (await mock.requests()).filter(
      (r) => r.method === 'GET' && r.path === '/api/v1/instances',
    );
    expect(lists.map((r) => r.status)).toEqual([200]);
    expect(refused).toBe(1);
  });

  test('on a phone the bar holds the wait and "Try now"', async ({ page, connect, mock }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await connect('full');
    await mock.setFaults([{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }]);
    await page.goto('/instances');
    const bar = page.getByRole('banner');
    // "23 s | Try", joined into one badge: the brand keeps its room.
    const status = bar.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('class', /rounded-e-none/);
    expect(
      await status.evaluate((element) =>
        (element.querySelector('[aria-hidden]') as HTMLElement).innerText.trim(),
      ),
    ).toMatch(/^\d+ s$/);
    await expect(bar.getByRole('button', { name: 'Try now' })).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Try now' })).toHaveText('Try now'); // "Try" shown, " now" read
    const brand = await bar
      .getByRole('link', { name: 'Cloud Console' })
      .evaluate((link) => ({ scroll: link.scrollWidth, client: link.clientWidth }));
    expect(brand.scroll, 'the brand is not cut').toBeLessThanOrEqual(brand.client);
    await screenshotToRead(page, test.info().outputPath('try-now-390.png'));
    expect(await overlaps(page)).toEqual([]);
    for (const name of ['Search', 'Pause auto-refresh', 'Sign out'])
      await expect(bar.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    await mock.setFaults([]);
    await bar.getByRole('button', { name: 'Try now' }).click();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Instances' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible({ timeout: 5_000 });
  });
});
