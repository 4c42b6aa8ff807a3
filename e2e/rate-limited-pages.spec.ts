import { test, expect } from './fixtures';
import { NAV_ITEMS, pageTitle } from './nav';

/** A 429 on every read for a minute: the console pauses and nothing arrives while the test looks. */
const PERSISTENT_429 = [{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }];

test.describe('under a persistent 429', () => {
  test('every page shows its heading before its data, from the navigation and on a cold load', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/webhooks/verify');
    await page.waitForLoadState('networkidle');
    await mock.setFaults(PERSISTENT_429);
    const status = page.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ });
    for (const item of NAV_ITEMS) {
      const h1 = pageTitle(item.to) ?? item.label;
      await page
        .getByRole('navigation', { name: 'Resources' })
        .getByRole('link', { name: item.label, exact: true })
        .click();
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1 }),
        `${item.to} from the navigation`,
      ).toHaveText(h1, { timeout: 3_000 });
    }
    await expect(status).toBeVisible();
    for (const item of NAV_ITEMS) {
      const h1 = pageTitle(item.to) ?? item.label;
      await page.goto(item.to);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1 }),
        `${item.to} on a cold load`,
      ).toHaveText(h1, { timeout: 3_000 });
    }
  });
  // The top bar with the rate-limit badge at every width: e2e/top-bar-holds.spec.ts.
});
