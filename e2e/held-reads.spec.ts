import type { Page } from '@playwright/test';
import { test, expect, spendBudget, type MockControl } from './fixtures';
import { screenshotToRead } from './screenshots';

/**
 * Issue 40 item 2: a page whose reads this tab holds for the request budget says so in its own
 * panel (not only in the top bar): that it waits for the budget, until what time, and "Try now".
 * List, detail and task pages, under a 429 pause (the mock's fault rule) and under a used budget
 * (the service's own figures: none left this minute).
 */

async function firstId(mock: MockControl, list: string): Promise<string> {
  const response = await fetch(`${mock.url}/api/v1/${list}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  const body = (await response.json()) as { items: Array<{ id: string }> };
  return body.items[0]!.id;
}

const PAGES = (vpcId: string) => [
  { kind: 'overview', link: 'Overview', to: '/', heading: 'Overview' },
  { kind: 'list', link: 'Volumes', to: '/volumes', heading: 'Volumes' },
  { kind: 'detail', to: `/vpcs/${vpcId}`, heading: null },
  { kind: 'task', to: '/instances/deploy', heading: 'Deploy a server' },
];

async function open(page: Page, target: { link?: string; to: string }) {
  // By the navigation, as a person does (a link click is a person's read: "Try now" is offered),
  // or, for pages outside it, by the router from the address.
  if (target.link)
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: target.link, exact: true })
      .click();
  else
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, target.to);
}

test.describe('a held read says so in its own panel', () => {
  test('under a 429 pause: list, detail and task pages say they wait, until when, and Try now loads them', async ({
    page,
    connect,
    mock,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const vpcId = await firstId(mock, 'vpcs');
    await connect('full');
    await page.goto('/webhooks/verify');
    await page.waitForLoadState('networkidle');
    for (const target of PAGES(vpcId)) {
      await mock.setFaults([{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }]);
      // The page's own read is refused (429, Retry-After: 60): the console pauses and holds it.
      await open(page, target);
      const main = page.getByRole('main');
      const held = main.getByTestId('held-wait');
      await expect(held, `${target.kind}: the wait in its panel`).toBeVisible();
      await expect(held.getByRole('status')).toHaveText(
        /^Waiting for the request budget: .* sent at \d{2}:\d{2}:\d{2}\.$/,
      );
      await expect(held).toContainText(/\(in \d+ s\)/);
      await screenshotToRead(page, test.info().outputPath(`held-${target.kind}.png`));
      await mock.setFaults([]);
      await held.getByRole('button', { name: 'Try now' }).click();
      await expect(held, `${target.kind}: gone once loaded`).toHaveCount(0);
      if (target.heading)
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(target.heading);
      await expect(main.getByText('Loading…')).toHaveCount(0);
      // Back to a page with nothing held before the next one.
      await page.goto('/webhooks/verify');
      await page.waitForLoadState('networkidle');
    }
  });

  test('under a used budget (the service reports none left this minute): a detail page says it waits, and Try now loads it', async ({
    page,
    connect,
    mock,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const ticketId = await firstId(mock, 'tickets');
    await connect('full');
    const stopFigures = await spendBudget(page, 40);
    // A page not read yet in this tab (lists, and details they carry, may be in the cache, read
    // ahead while idle; a ticket's conversation is not).
    await open(page, { to: `/tickets/${ticketId}` });
    await expect(
      page
        .getByRole('banner')
        .getByRole('status')
        .filter({ hasText: /Budget used, sending in \d+ s/ }),
    ).toBeVisible();
    const held = page.getByRole('main').getByTestId('held-wait');
    await expect(held).toBeVisible();
    await expect(held.getByRole('status')).toHaveText(
      /^Waiting for the request budget: this address used its requests for this minute, so this page's data is sent at \d{2}:\d{2}:\d{2}\.$/,
    );
    await stopFigures();
    await held.getByRole('button', { name: 'Try now' }).click();
    await expect(held).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
  });

  test('the overview opened as the first view under a used budget says once, above its tiles, that it waits, and Try now fills them', async ({
    page,
    connect,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await connect('full');
    const stopFigures = await spendBudget(page, 40);
    // The console's address, loaded anew (as a person comes back to it): the kept minute says the
    // budget is used, so the tiles' first reads wait.
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Overview');
    const tiles = main.locator('section[aria-labelledby]');
    await expect(tiles).toHaveCount(6);
    const held = main.getByTestId('held-wait');
    await expect(held).toHaveCount(1);
    await expect(held.getByRole('status')).toHaveText(
      /^Waiting for the request budget: this address used its requests for this minute, so this page's data is sent at \d{2}:\d{2}:\d{2}\.$/,
    );
    await expect(held).toContainText(/\(in \d+ s\)/);
    // Once, above the tiles, not in each.
    expect(
      await held.evaluate(
        (note, first) =>
          !!(note.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await tiles.first().elementHandle(),
      ),
    ).toBe(true);
    await expect(tiles.locator('[data-testid="held-wait"]')).toHaveCount(0);
    await expect(main.locator('section[aria-busy="true"]').first()).toBeVisible();
    await screenshotToRead(page, test.info().outputPath('held-overview-first-view.png'));
    await stopFigures();
    await held.getByRole('button', { name: 'Try now' }).click();
    await expect(held).toHaveCount(0);
    await expect(main.locator('section[aria-busy="true"]')).toHaveCount(0);
  });
});
