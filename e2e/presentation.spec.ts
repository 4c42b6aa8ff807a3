/**
 * Presentation mode (issue 28 items 5 and 6): switched on by its shortcut or its menu entry, no
 * IPv4, IPv6, e-mail or money amount is readable on any page of the navigation or any detail page,
 * at 1280 and 390 px, in the page's text or in any element's accessible name, label or tooltip; the
 * top bar's marker says it is on; a new tab (Ctrl-click) is masked too; switching it off restores the
 * values; a copy button says it copies the real value before it does.
 */
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { tourHalves } from './pages';
import { test, expect, type MockControl } from './fixtures';
import { screenshotToRead } from './screenshots';

// Written apart from the console's own masks (src/lib/presentation/presentation.ts), so a mask that lets a shape
// through is caught. Loose on purpose: a false alarm is cheaper than a leak on a shared screen.
const READABLE: Array<[string, RegExp]> = [
  ['IPv4', /\b\d{1,3}(?:\.\d{1,3}){3}\b/],
  [
    'IPv6',
    /\b[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){7}\b|\b[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*::(?:[0-9a-f]{1,4})?|::[0-9a-f]{1,4}\b/i,
  ],
  ['e-mail', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/],
  ['money', /[$€£¥]\s?-?\d|\b[A-Z]{3}\s-?\d[\d,]*\.\d\d\b/],
];

/** Every readable text of the page: its text, and each element's aria-label, title, alt and value text. */
async function readable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.body.innerText];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of [
        'aria-label',
        'title',
        'alt',
        'aria-valuetext',
        'aria-description',
        'placeholder',
      ]) {
        const value = element.getAttribute(attribute);
        if (value) out.push(`${element.tagName.toLowerCase()}[${attribute}]: ${value}`);
      }
      // A name given by aria-labelledby is made of other elements' text: read those too (hidden ones included).
      const ids =
        element.getAttribute('aria-labelledby') ?? element.getAttribute('aria-describedby');
      for (const id of ids?.split(/\s+/) ?? []) {
        const text = document.getElementById(id)?.textContent;
        if (text) out.push(`#${id}: ${text}`);
      }
      // Screen-reader-only text (sr-only) is in innerText; text of hidden <title>s in SVGs is not.
      if (element.tagName.toLowerCase() === 'title' && element.textContent)
        out.push(`svg title: ${element.textContent}`);
    }
    return out;
  });
}

async function expectNothingReadable(page: Page, where: string) {
  const texts = await readable(page);
  const leaks: string[] = [];
  for (const text of texts) {
    for (const [kind, pattern] of READABLE) {
      const match = text.match(pattern);
      if (match)
        leaks.push(
          `${kind} "${match[0]}" in: ${text.slice(Math.max(0, (match.index ?? 0) - 60), (match.index ?? 0) + 60).replace(/\s+/g, ' ')}`,
        );
    }
  }
  expect(leaks, `${where}: readable while presenting`).toEqual([]);
}

async function firstId(mock: MockControl, path: string): Promise<string> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  const items = ((await response.json()) as { items: Array<{ id: string }> }).items;
  expect(items.length, `${path} has a row to open`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** The top bar's marker (its button at 1280 and 390 px; its band at every width). */
const marker = (page: Page) => page.getByRole('banner').getByTestId('presenting-marker');

/** The page has shown its data: its heading, and no loading text left in main. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Parts below the fold (an instance's charts) load when scrolled to: bring each into view.
  const loading = page.getByRole('main').getByText(/^Loading/);
  for (let tries = 0; tries < 40 && (await loading.count()) > 0; tries += 1) {
    await loading
      .first()
      .scrollIntoViewIfNeeded({ timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(250);
  }
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

const WIDTHS = [1280, 390] as const;

const at = (page: Page, width: number) => page.setViewportSize({ width, height: 900 });

/** Presentation mode switched on by its shortcut, where an amount was readable just before. */
async function startPresenting(page: Page) {
  await settle(page, '/wallet');
  // Off: the wallet shows an amount (the checks after this are not vacuous).
  await expect(page.getByRole('main')).toContainText(/\$\d/);
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift+P');
  await expect(marker(page)).toBeVisible();
  await expect(page.getByRole('main').getByText('$•••.••').first()).toBeVisible();
}

// Each test has its own mock state and session (the fixtures): the tour's halves run side by side.
test.describe.configure({ mode: 'parallel' });

// One visit per page carries both widths: the page is loaded and settled at 1280 px, read, then
// narrowed to 390 px (the layout follows the width: CSS and the tables' media queries) and read again.
// In the tour's two halves (e2e/pages.ts), each in a session of its own: the whole tour in one
// session asked for more than the service's 100 requests a minute on a quick machine, and its last
// pages waited for the budget past the heading's wait.
for (const half of [0, 1]) {
  test(`presentation mode at 1280 and 390 px (${half ? 'task and detail pages' : 'the navigation, the explorer’s answer, the palette'}): nothing readable on any page, the marker shows`, async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(300_000);
    await at(page, 1280);
    await connect('full');
    // The page that does not exist too: it is a page of the shell, whose top bar shows the marker.
    const routes = (await tourHalves(mock))[half]!;
    await startPresenting(page);
    for (const path of routes) {
      await at(page, 1280);
      await settle(page, path);
      // Every "Show the request" of the page, opened: its URL and body are masked too.
      const shows = page
        .getByRole('main')
        .getByRole('button', { name: 'Show the request', expanded: false });
      for (let i = await shows.count(); i > 0; i -= 1) await shows.first().click();
      for (const width of WIDTHS) {
        await at(page, width);
        await expect(marker(page), `${path}: the marker at ${width} px`).toBeVisible();
        await expectNothingReadable(page, `${path} at ${width} px`);
      }
    }
    if (half === 0) await explorerWalletAndPalette(page);
  });
}

/** The explorer's answer, the wallet chart's tooltip and the palette, while presenting. */
async function explorerWalletAndPalette(page: Page) {
  // The API explorer's answer: the instance list's addresses in the tree.
  await at(page, 1280);
  await settle(page, '/explorer?op=listInstances');
  await page.getByRole('button', { name: 'Send GET' }).click();
  await expect(page.getByTestId('explorer-status')).toHaveText(/^200/);
  // An instance opened in the tree, as a person looks at one: its address is on screen (masked).
  await page.getByRole('main').locator('details:not([open]) > summary').first().click();
  const address = page
    .getByRole('main')
    .locator('li')
    .filter({ hasText: /^ipAddress: “•••\.•••\.•••\.•••”$/ })
    .first();
  for (const width of WIDTHS) {
    await at(page, width);
    await expect(address).toBeVisible();
    await expectNothingReadable(page, `explorer answer at ${width} px`);
  }
  await settle(page, '/wallet');
  for (const width of WIDTHS) {
    await at(page, width);
    // The wallet chart's tooltip, pointed at.
    const chart = page.locator('.recharts-surface').first();
    if (await chart.isVisible()) {
      await chart.scrollIntoViewIfNeeded();
      const box = (await chart.boundingBox())!;
      for (const x of [0.3, 0.6, 0.9]) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height / 2);
        await expectNothingReadable(page, `wallet chart tooltip at ${width} px`);
      }
    }
    // The palette lists instances with their IPs, and keys with their prefixes.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await page.keyboard.type('1');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNothingReadable(page, `palette at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await screenshotToRead(
        page,
        test.info().outputPath(`presenting-wallet-${width}-${colorScheme}.png`),
        { fullPage: true },
      );
    }
  }
}

test(
  'the menu entry switches it, a new tab is masked too, switching off restores every value',
  { tag: '@new-tab' },
  async ({ page, connect, mock, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await connect('full');
    const id = await firstId(mock, '/instances');
    await settle(page, `/instances/${id}`);
    const address = await page
      .getByRole('main')
      .getByRole('button', { name: /^Copy IP address/ })
      .textContent();
    expect(address).toMatch(/\d+\.\d+\.\d+\.\d+/);
    await page.getByRole('switch', { name: 'Presentation mode' }).click();
    await expect(page.getByRole('switch', { name: 'Presentation mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(marker(page)).toBeVisible();
    await expectNothingReadable(page, 'instance detail after the menu entry');

    // A new tab from a Ctrl-click on the navigation is masked from its first paint.
    const nav = page.locator('#side-nav');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      nav
        .getByRole('link', { name: 'Reserved IPs', exact: true })
        .click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.setViewportSize({ width: 1280, height: 900 });
    await expect(
      tab.getByRole('main').getByRole('heading', { level: 1, name: 'Reserved IPs' }),
    ).toBeVisible();
    await expect(marker(tab)).toBeVisible();
    await tab.waitForLoadState('networkidle');
    await expectNothingReadable(tab, 'a new tab');

    // Off in the first tab: every value is back, in both tabs.
    await marker(page).click();
    await expect(marker(page)).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('button', { name: /^Copy IP address/ }),
    ).toHaveText(address!);
    await expect(marker(tab)).toHaveCount(0);
    await expect(tab.getByRole('main')).toContainText(/\d+\.\d+\.\d+\.\d+/);
    await tab.close();
    await settle(page, '/wallet');
    await expect(page.getByRole('main')).toContainText(/\$\d/);
  },
);

test('a copy button says it copies the real value, then copies it', async ({
  page,
  connect,
  mock,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await connect('full');
  const id = await firstId(mock, '/reserved-ips');
  await settle(page, `/reserved-ips/${id}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift+P');
  await expect(marker(page)).toBeVisible();
  const copy = page.getByRole('main').getByRole('button', { name: /^Copy the real IP address/ });
  await expect(copy).toContainText('•••.•••.•••.•••');
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await copy.click();
  await expect(copy).toContainText('Copies the real value: press again');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing yet');
  await copy.click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  await expectNothingReadable(page, 'after copying');
});

/** Every branch of the explorer's answer tree opened, as a person reading it would. */
async function openWholeTree(page: Page) {
  const closed = page.getByRole('main').locator('details:not([open]) > summary');
  for (let tries = 0; tries < 200 && (await closed.count()) > 0; tries += 1)
    await closed.first().click();
  await expect(closed).toHaveCount(0);
}

async function apiGet<T>(mock: MockControl, path: string): Promise<T> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  return (await response.json()) as T;
}

test('N4: the explorer masks an answer by what its fields are: the balance, key prefixes, webhook hosts, amounts, card digits, the account’s name', async ({
  page,
  connect,
  mock,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await connect('full');
  const summary = await apiGet<{ balanceCents: number }>(mock, '/wallet/summary');
  const keys = await apiGet<{ items: Array<{ prefix: string }> }>(mock, '/api-keys');
  const endpoints = await apiGet<{ items: Array<{ url: string }> }>(mock, '/webhooks/endpoints');
  const methods = await apiGet<{ items: Array<{ last4: string }> }>(
    mock,
    '/wallet/payment-methods',
  );
  const transactions = await apiGet<{ items: Array<{ amountCents: number }> }>(
    mock,
    '/wallet/transactions?limit=5',
  );
  const account = await apiGet<{ name: string }>(mock, '/account');
  // What a shared screen must not show, per operation, as the tree draws it ("field: value").
  const secrets: Array<[string, string[]]> = [
    ['getWalletSummary', [`balanceCents: ${summary.balanceCents}`]],
    ['listApiKeys', keys.items.map((key) => key.prefix)],
    ['listWebhookEndpoints', endpoints.items.map((endpoint) => new URL(endpoint.url).host)],
    ['listPaymentMethods', methods.items.map((method) => `last4: “${method.last4}”`)],
    ['listWalletTransactions', transactions.items.map((tx) => `amountCents: ${tx.amountCents}`)],
    ['getAccount', [account.name]],
  ];
  for (const [operation, values] of secrets) {
    expect(values.length, `${operation}: something to hide`).toBeGreaterThan(0);
    await settle(page, `/explorer?op=${operation}`);
    if (!(await marker(page).isVisible())) {
      // Off (the first operation only): the tree shows the values, so the checks below are not vacuous.
      await page.getByRole('button', { name: 'Send GET' }).click();
      await expect(page.getByTestId('explorer-status')).toHaveText(/^200/);
      await openWholeTree(page);
      const text = await page.getByRole('main').innerText();
      for (const value of values)
        expect(text, `${operation} shows ${value} when not presenting`).toContain(value);
      await page.getByRole('main').getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('Shift+P');
      await expect(marker(page)).toBeVisible();
      await settle(page, `/explorer?op=${operation}`);
      await expect(marker(page)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Send GET' }).click();
    await expect(page.getByTestId('explorer-status')).toHaveText(/^200/);
    // As the answer first shows (the branches closed, a summary's preview beside each), then opened whole.
    const first = await page.getByRole('main').innerText();
    for (const value of values)
      expect(
        first,
        `${operation}: ${value} while presenting, the tree as it first shows`,
      ).not.toContain(value);
    await openWholeTree(page);
    const masked = await page.getByRole('main').innerText();
    for (const value of values)
      expect(masked, `${operation}: ${value} while presenting, the tree opened`).not.toContain(
        value,
      );
    await expectNothingReadable(page, `${operation} in the explorer`);
  }
});

/** Every text and attribute of the page, and what its fields hold (a field's value is no attribute). */
async function wholeDom(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.documentElement.outerHTML,
      ...[...document.querySelectorAll('input, textarea')].map(
        (field) => (field as HTMLInputElement).value,
      ),
    ].join('\n'),
  );
}

test('F4: a webhook endpoint created from the explorer: its signing secret is nowhere in the page while presenting, and shown once when not', async ({
  page,
  connect,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await connect('full');
  for (const presenting of [false, true]) {
    await settle(page, '/explorer?op=createWebhookEndpoint');
    if (presenting) {
      await page.getByRole('main').getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('Shift+P');
      await expect(marker(page)).toBeVisible();
    }
    const host = presenting ? 'f4-on.example.com' : 'f4-off.example.com';
    await page.getByLabel(/^url/).fill(`https://${host}/in`);
    await page.getByLabel(/^events/).fill('instance.created, ticket.answered');
    await page.getByRole('button', { name: 'Send POST' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send POST /webhooks/endpoints?' });
    // The confirmation's request, opened: it is part of the page too.
    await dialog.getByRole('button', { name: 'Show the request' }).click();
    await dialog.getByRole('button', { name: 'Send POST' }).click();
    await expect(page.getByTestId('explorer-status')).toHaveText(/^201/);
    await expect(dialog).toBeHidden();
    await openWholeTree(page);
    await page.getByRole('main').getByRole('button', { name: 'Show the request' }).click();
    await expect(page.getByRole('main').getByLabel('curl request')).toBeVisible();
    const secretLine = page
      .getByRole('main')
      .locator('li')
      .filter({ hasText: /^secret: “/ });
    if (presenting) {
      // The answer says there is a secret, in the mask's fixed shape.
      await expect(secretLine).toHaveText('secret: “••••••••”');
      expect(await wholeDom(page)).not.toContain('whsec_');
      await expectNothingReadable(page, 'the explorer after creating a webhook endpoint');
    } else {
      // Shown once, by design: whoever created it must be able to store it.
      await expect(secretLine).toHaveText(/^secret: “whsec_[0-9A-Za-z]{32}”$/);
      expect(await wholeDom(page)).toContain('whsec_');
    }
  }
});

test('F4: the show-once dialogs (a webhook’s signing secret, a new API key) hold the mask while presenting; Copy copies the real value, and “Show it on this screen” shows it', async ({
  page,
  connect,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await connect('full');
  await settle(page, '/webhooks');
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift+P');
  await expect(marker(page)).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill('https://hooks.f4-dialog.example.com/in');
  await form.getByRole('checkbox', { name: /Instance events — all 6/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Store the signing secret' });
  await expect(secretDialog.getByLabel('Signing secret')).toHaveValue('••••••••');
  expect(await wholeDom(page)).not.toContain('whsec_');
  await expect(secretDialog).not.toContainText('f4-dialog');
  await expectNothingReadable(page, 'the signing secret’s dialog');
  // The note and its button are labelled, reachable and axe-clean in both themes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(
      await axeViolations(page, '[role="dialog"]'),
      `the secret's dialog (${colorScheme})`,
    ).toEqual([]);
  }
  await expect(secretDialog.getByLabel('Signing secret')).toHaveAccessibleDescription(
    'Hidden while presenting: copying it still copies the real value.',
  );
  await secretDialog.getByRole('button', { name: 'Copy secret' }).click();
  await expect(secretDialog.getByText('Copied to the clipboard.')).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
  await secretDialog.getByRole('button', { name: 'Show it on this screen' }).click();
  await expect(secretDialog.getByLabel('Signing secret')).toHaveValue(secret);
  await secretDialog.getByRole('checkbox', { name: 'I have stored the secret' }).check();
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  expect(await wholeDom(page)).not.toContain('whsec_');

  await settle(page, '/api-keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const keyForm = page.getByRole('dialog', { name: 'Create an API key' });
  await keyForm.getByLabel('Name').fill('F4 presenting');
  await keyForm.getByRole('radio', { name: 'Read', exact: true }).check();
  await keyForm.getByRole('radio', { name: 'Never', exact: true }).check();
  await keyForm.getByRole('button', { name: 'Create key' }).click();
  const tokenDialog = page.getByRole('dialog', { name: 'Copy the new key now' });
  await expect(tokenDialog.getByLabel('API key')).toHaveValue('••••••••');
  expect(await wholeDom(page)).not.toMatch(/ccs_[0-9a-f]{8}_/);
  await tokenDialog.getByRole('button', { name: 'Copy key' }).click();
  await expect(tokenDialog.getByText('Copied to the clipboard.')).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^ccs_[0-9a-f]{8}_[0-9A-Za-z]{32}$/);
  await tokenDialog.getByRole('button', { name: 'Show it on this screen' }).click();
  await expect(tokenDialog.getByLabel('API key')).toHaveValue(token);
});
