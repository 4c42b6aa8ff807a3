/**
 * Each resource's page shows its own recent activity (issue 48, part 1): the attention items that
 * name it, newest first, with their time; a plain empty state when there are none. Key mode against
 * the mock's seed (an instance in error). English and German, both themes, 1280 and 390 px.
 */
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { storeLanguage } from './language';

async function firstOf(url: string, token: string, path: string, status?: string) {
  const response = await fetch(`${url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as {
    items: Array<{ id: string; name: string; status?: string }>;
  };
  const found = items.find((item) => !status || item.status === status);
  if (!found) throw new Error(`no ${status ?? ''} row in ${path}`);
  return found;
}

const section = (page: Page) =>
  page.getByRole('region', { name: /Recent activity|Letzte Aktivität/ });

test('an instance’s page lists what needs attention about it, with its time; a volume with none says so', async ({
  page,
  connect,
  mock,
}) => {
  test.setTimeout(90_000);
  const broken = await firstOf(mock.url, mock.keys.full, '/instances', 'error');
  const volume = await firstOf(mock.url, mock.keys.full, '/volumes');
  await connect('full');
  await page.goto(`/instances/${broken.id}`);
  await expect(page.getByRole('heading', { level: 1, name: broken.name })).toBeVisible();
  const activity = section(page);
  await expect(activity.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeVisible();
  // The list answer the overview read made the item; the page shows it with its time.
  const entry = activity
    .getByRole('listitem')
    .filter({ hasText: `Instance ${broken.name} is in error` });
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  // Only what names this instance: no key, endpoint or other instance.
  for (const text of await activity.getByRole('listitem').allTextContents())
    expect(text).toContain(broken.name);

  await page.goto(`/volumes/${volume.id}`);
  await expect(page.getByRole('heading', { level: 1, name: volume.name })).toBeVisible();
  await expect(section(page)).toContainText('No recent activity yet.');
  await expect(section(page).getByRole('listitem')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the section is axe-clean in the ${colorScheme} theme at 1280 and 390 px, in German too`, async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(90_000);
    const broken = await firstOf(mock.url, mock.keys.full, '/instances', 'error');
    await page.emulateMedia({ colorScheme });
    await connect('full');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`/instances/${broken.id}`);
      await expect(section(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
      expect(
        await axeViolations(page, '[data-testid="recent-activity"]'),
        `${colorScheme} ${width}`,
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `wider than ${width} px`).toBeLessThanOrEqual(0);
    }
    await storeLanguage(page, 'de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      section(page).getByRole('heading', { level: 2, name: 'Letzte Aktivität' }),
    ).toBeVisible();
    await expect(section(page).getByRole('listitem').first()).toBeVisible();
  });
}
