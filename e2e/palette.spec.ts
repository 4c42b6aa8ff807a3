import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { test, expect, hold, type MockControl } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Instance = components['schemas']['Instance'];

async function listOf<T>(mock: MockControl, path: string): Promise<T[]> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  return ((await response.json()) as { items: T[] }).items;
}
const instancesOf = (mock: MockControl) => listOf<Instance>(mock, '/instances');

/** `g` shows its hint, then the page's letter goes there. */
async function goTo(page: Page, letter: string) {
  await page.keyboard.press('g');
  await expect(
    page.getByRole('status').filter({ hasText: 'Go to: press a page’s letter' }),
  ).toBeVisible();
  await page.keyboard.press(letter);
}

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the console' });

/** Moves the active option with the arrow keys until it is the one named (in the group, if given); no mouse. */
async function activate(page: Page, name: string, group?: string) {
  const scope = group ? page.getByRole('group', { name: group }) : page.getByRole('listbox');
  const target = await scope.getByRole('option', { name }).first().getAttribute('id');
  for (let step = 0; step < 40; step += 1) {
    if ((await combobox(page).getAttribute('aria-activedescendant')) === target) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option named ${name}`);
}

async function openWithKeyboard(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await expect(combobox(page)).toBeFocused();
}

test.describe('command palette', () => {
  test('finds an instance by part of its IP and opens it, keyboard only', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const target = (await instancesOf(mock)).find(
      (item) => item.ipAddress && item.status === 'running',
    );
    expect(target, 'the seed has a running instance with an address').toBeDefined();
    const part = target!.ipAddress.split('.').slice(1).join('.');
    await openWithKeyboard(page);
    await page.keyboard.type(part);
    const option = page
      .getByRole('group', { name: 'Instances' })
      .getByRole('option', { name: target!.name });
    await expect(option).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('status').first()).toContainText(
      /\d+ results?/,
    );
    await activate(page, target!.name, 'Instances');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/instances/${target!.id}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('finds an instance by part of its name, whatever the case', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const target = (await instancesOf(mock)).find((item) => item.name.length > 4)!;
    const part = target.name.slice(1, -1).toUpperCase();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(combobox(page)).toBeFocused();
    await combobox(page).fill(part);
    await expect(page.getByRole('option', { name: target.name })).toBeVisible();
    await activate(page, target.name, 'Instances');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/instances/${target.id}$`));
  });

  test('finds pages and actions by name; Escape closes and gives focus back', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await openWithKeyboard(page);
    await page.keyboard.type('deploy');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/instances\/deploy$/);

    await openWithKeyboard(page);
    await page.keyboard.type('wallet');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wallet(\?|$)/);
    // The page change ends with its title announced and the focus on the new page (which would
    // take the focus from the button below if it ended after the next opening).
    await expect(page.getByTestId('route-announcer')).toHaveText('Wallet · Cloud Console');
    await expect(page.locator('#main')).toBeFocused();

    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await page.keyboard.type('create key');
    await expect(page.getByRole('option', { name: /Create an API key/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('opens reserved IPs, VPCs and volumes at their own pages', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const [ip] = await listOf<components['schemas']['ReservedIp']>(mock, '/reserved-ips');
    const [vpc] = await listOf<components['schemas']['Vpc']>(mock, '/vpcs');
    const [volume] = await listOf<components['schemas']['Volume']>(mock, '/volumes');
    for (const [text, label, group, path] of [
      [ip!.ipAddress, ip!.ipAddress, 'Reserved IPs', `/reserved-ips/${ip!.id}`],
      [vpc!.id, vpc!.name, 'VPCs', `/vpcs/${vpc!.id}`],
      [volume!.name, volume!.name, 'Volumes', `/volumes/${volume!.id}`],
    ] as const) {
      await openWithKeyboard(page);
      await page.keyboard.type(text);
      await activate(page, label, group);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === path);
    }
  });

  test('asks each collection at most once, and not again on the next opening', async ({
    page,
    connect,
  }) => {
    await connect('full');
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/')) asked.push(path.slice('/api/v1'.length));
    });
    await openWithKeyboard(page);
    await expect(page.getByRole('dialog').getByRole('status').first()).not.toContainText(
      'Still loading',
    );
    await page.keyboard.press('Escape');
    await openWithKeyboard(page);
    await page.keyboard.type('a');
    await page.waitForLoadState('networkidle');
    console.log('palette requests after the overview:', asked);
    // The overview already holds instances and keys; only the other three are fetched, once each.
    expect(asked.sort()).toEqual(['/reserved-ips', '/volumes', '/vpcs']);
  });

  test('is axe-clean while open, in light and dark', async ({ page, connect }) => {
    await connect('full');
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await openWithKeyboard(page);
      await page.keyboard.type('web');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page), dark ? 'dark' : 'light').toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('keyboard shortcuts', () => {
  test('? lists the shortcuts; g then a letter goes to the page; typing in a field is left alone', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /Go to Instances/ })).toContainText('i');
    await page.keyboard.press('Escape');

    await goTo(page, 'i');
    await expect(page).toHaveURL(/\/instances$/);
    await goTo(page, 'o');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    await openWithKeyboard(page);
    await page.keyboard.type('gw');
    await expect(combobox(page)).toHaveValue('gw');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/ focuses the table search of the page', async ({ page, connect }) => {
    await connect('full');
    await goTo(page, 'i');
    await expect(page).toHaveURL(/\/instances$/);
    const search = page.locator('input[type="search"]').first();
    await expect(search).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(search).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
  });

  for (const moment of ['right after the page loads', 'once the shortcuts have loaded'] as const) {
    test(`typed while its code is on its way (${moment}), the text goes into the box, not to the go-to keys`, async ({
      page,
      connect,
    }) => {
      await connect('full');
      const release = await hold(page, '**/assets/command-palette-*.js');
      const shortcuts = page.waitForResponse(/keyboard-shortcuts-.*\.js$/);
      await page.goto('/instances');
      await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
      if (moment === 'once the shortcuts have loaded') await shortcuts;
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type('gateway');
      await page.keyboard.press('Backspace');
      // "g" then "a" would have been the go-to keys for Alerts.
      await expect(page).toHaveURL(/\/instances$/);
      release();
      await expect(combobox(page)).toHaveValue('gatewa');
      await expect(combobox(page)).toBeFocused();
    });
  }

  test('Ctrl-K then Escape while its code is on its way: the palette does not open later', async ({
    page,
    connect,
  }) => {
    await connect('full');
    const asked = page.waitForRequest(/command-palette-.*\.js$/);
    const release = await hold(page, '**/assets/command-palette-*.js');
    await page.goto('/instances');
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    await asked;
    await page.keyboard.press('Escape');
    release();
    await page.waitForResponse(/command-palette-.*\.js$/);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    // And it opens again at the next Ctrl-K.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(combobox(page)).toBeFocused();
  });
});
