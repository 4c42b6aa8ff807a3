import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The docs links a person can see: the side navigation's below 2xl, the top bar's above. */
const docsLinks = (page: Page) =>
  page.getByRole('link', { name: /^(Service docs|Docs|API reference)$/ });

test.describe('links to the service’s documentation', () => {
  test('point at docsUrl from config.json, not at the console’s own host', async ({
    page,
    connect,
  }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({
        json: {
          apiBaseUrl: '/api/v1',
          mode: 'live',
          allowBaseUrlChange: false,
          docsUrl: 'https://cloud.example.test/docs/',
        },
      }),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await connect('full');
    const nav = page.getByRole('navigation', { name: 'Resources' });
    await expect(nav.getByRole('link', { name: 'Service docs' })).toHaveAttribute(
      'href',
      'https://cloud.example.test/docs',
    );
    await expect(nav.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      'https://cloud.example.test/docs/api',
    );
    await page.goto('/api-keys');
    await expect(
      page.getByRole('region', { name: 'Sign-in methods' }).getByRole('link'),
    ).toHaveAttribute('href', 'https://cloud.example.test/docs');

    await page.setViewportSize({ width: 1600, height: 900 });
    const top = page.getByRole('banner');
    await expect(top.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'href',
      'https://cloud.example.test/docs',
    );
    await expect(top.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      'https://cloud.example.test/docs/api',
    );
  });

  test('are left out when the service’s address is unknown (the API behind the same-origin proxy)', async ({
    page,
    connect,
    baseURL,
  }) => {
    await connect('full');
    for (const width of [1280, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expect(docsLinks(page)).toHaveCount(0);
    }
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.filter((href) => href.startsWith(`${baseURL}/docs`))).toEqual([]);
  });
});
