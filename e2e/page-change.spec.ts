/**
 * A page change by keyboard, as a screen-reader user meets it: the new page's title is announced
 * (not the old one's), and the focus is on the new page's main region, not lost on <body>; moving
 * through the side navigation keeps the focus there.
 */
import type { Page } from '@playwright/test';
import { test, expect, hold } from './fixtures';

const announcer = (page: Page) => page.getByTestId('route-announcer');
const main = (page: Page) => page.locator('#main');

async function goTo(page: Page, letter: string) {
  await page.keyboard.press('g');
  await expect(
    page.getByRole('status').filter({ hasText: 'Go to: press a page’s letter' }),
  ).toBeVisible();
  await page.keyboard.press(letter);
}

test.describe('page changes', () => {
  test('go-to keys, a row link and Back: the new title is announced and the focus is on the new page', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    await goTo(page, 'b');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(announcer(page)).toHaveText('Backups · Cloud Console');
    await expect(main(page)).toBeFocused();

    await goTo(page, 'i');
    await expect(announcer(page)).toHaveText('Instances · Cloud Console');
    await expect(main(page)).toBeFocused();

    // Tab from the main region reaches the page's own controls, then a row's link.
    const link = page.getByRole('table', { name: 'Instances' }).getByRole('link').first();
    const name = (await link.textContent())!.trim();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The detail page's title is the server's name, once it has loaded.
    await expect(announcer(page)).toHaveText(`${name} · Cloud Console`);
    await expect(main(page)).toBeFocused();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    await expect(announcer(page)).toHaveText('Instances · Cloud Console');
    await expect(main(page)).toBeFocused();
  });

  test('a page chosen in the palette gets the focus, not the Search button the palette came from', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/');
    const search = page.getByRole('button', { name: 'Search' });
    await search.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('combobox', { name: 'Search the console' });
    await expect(box).toBeFocused();
    await box.fill('Backups');
    await expect(page.getByRole('option', { name: 'Backups' }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(announcer(page)).toHaveText('Backups · Cloud Console');
    await expect(main(page)).toBeFocused();
  });

  test("go-to keys work from a row's checkbox (it takes no text)", async ({ page, connect }) => {
    await connect('full');
    await page.goto('/volumes');
    const box = page.getByRole('table', { name: 'Volumes' }).getByRole('checkbox').nth(1);
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await goTo(page, 'b');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(main(page)).toBeFocused();
  });

  test('a dialog opened while the next page loads keeps the focus when that page arrives', async ({
    page,
    connect,
  }) => {
    await connect('full');
    // The instance list's code is held on its way, so the palette opens before the page change ends.
    const release = await hold(page, /\/assets\/instances-[^/]+\.js$/);
    await goTo(page, 'i');
    await page.keyboard.press('ControlOrMeta+k');
    const box = page.getByRole('combobox', { name: 'Search the console' });
    await expect(box).toBeFocused();
    await page.keyboard.type('wal');
    release();
    await expect(announcer(page)).toHaveText('Instances · Cloud Console');
    await page.keyboard.type('let');
    // Taken away and given back, the focus would have selected "wal" and "let" replaced it.
    await expect(box).toHaveValue('wallet');
    await expect(box).toBeFocused();
  });

  test('a control the person moved to while the next page loaded keeps the focus', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // On a slow network: the instance list's code is held, and the person goes on to the top bar.
    const release = await hold(page, /\/assets\/instances-[^/]+\.js$/);
    await goTo(page, 'i');
    const theme = page.getByRole('button', { name: /theme/i });
    await theme.focus();
    release();
    await expect(announcer(page)).toHaveText('Instances · Cloud Console');
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    await expect(theme).toBeFocused();
    // The next change, with the focus left where it started, puts it on the new page.
    await goTo(page, 'v');
    await expect(announcer(page)).toHaveText('Volumes · Cloud Console');
    await expect(main(page)).toBeFocused();
  });

  test('the side navigation keeps the focus on the link that was pressed', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Resources' });
    const volumes = nav.getByRole('link', { name: 'Volumes' });
    await volumes.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await expect(announcer(page)).toHaveText('Volumes · Cloud Console');
    await expect(volumes).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Reserved IPs' })).toBeFocused();
  });

  test('a search change on the same page moves nothing', async ({ page, connect }) => {
    await connect('full');
    await page.goto('/instances');
    const status = page.getByLabel('Status');
    await status.focus();
    await status.selectOption('running');
    await expect(page).toHaveURL(/status=running/);
    await expect(status).toBeFocused();
    await expect(announcer(page)).toHaveText('');
  });
});
