// The demo's scenarios, clock and tour, as a presenter uses them: a scenario link opened in a tab,
// the banner's clock jumps, the tour by keyboard, switching and resetting with a second tab open.
// Everything runs in the page (the demo build's in-browser mock); the mock's rules decide.
import { axeViolations } from '../axe';
import { test, expect, type Page } from '@playwright/test';

// Each test has its own browser context, so its own in-page service and storage: they run side by side.
test.describe.configure({ mode: 'parallel' });

const open = async (page: Page, scenario: string, where: string) => {
  await page.goto(
    `/?demo-scenario=${scenario}&demo-as=full&demo-page=${encodeURIComponent(where)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('demo-');
};

const jump = (page: Page, what: 'hour' | 'day') =>
  page.getByRole('button', { name: `Move the demo clock 1 ${what} ahead` }).click();

/** A request made in the page, as the console would make it (the in-page mock answers). */
const inPage = (page: Page, path: string, token: string) =>
  page.evaluate(
    async ([p, t]) => {
      const response = await fetch(`/api/v1${p}`, { headers: { authorization: `Bearer ${t}` } });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    },
    [path, token] as const,
  );

const demoKeys = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/__mock/keys')).json()) as Record<string, string>);

test('balance running low: hourly usage, the zero-balance lock on every key, funds lift it', async ({
  page,
}) => {
  await open(page, 'low-balance', '/wallet');
  await expect(page.getByText('Low: below $50.00')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('low-balance');

  await jump(page, 'hour');
  await expect(page.getByTestId('demo-clock')).toHaveText('1 h ahead');
  await expect(
    page
      .getByRole('main')
      .getByText(/Compute: running servers, \d\d:00–\d\d:59 UTC/)
      .first(),
  ).toBeVisible();

  await jump(page, 'day');
  // The console's own key is refused like any other: it lands on the connect screen, saying why.
  await expect(page).toHaveURL(/\/connect\?reason=invalid_token/);
  await expect(
    page.getByText(/account is suspended \(for example for a zero balance\)/),
  ).toBeVisible();
  const keys = await demoKeys(page);
  for (const role of ['full', 'read', 'member'])
    expect(await inPage(page, '/account', keys[role]!), role).toEqual({
      status: 401,
      code: 'invalid_token',
    });

  // The account holder adds funds in the provider's own console (the banner stands in for it).
  await page.getByRole('button', { name: 'Add $100 as the account holder' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added $100: the account’s keys work again.' }),
  ).toBeVisible();
  await expect.poll(async () => (await inPage(page, '/account', keys.read!)).status).toBe(200);
  await page.getByRole('button', { name: 'Use the full key (read and write)' }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByText('Funds added in the console').first()).toBeVisible();

  // The clock and the scenario are kept with the demo: a reload is still a day and an hour ahead.
  await page.reload();
  await expect(page.getByTestId('demo-clock')).toHaveText('1 d 1 h ahead');
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('low-balance');
});

test('failing webhook: auto-disabled as time moves, re-enabling blocked, allowed an hour later', async ({
  page,
}) => {
  await open(page, 'failing-webhook', '/webhooks');
  const row = page.getByRole('row').filter({ hasText: 'ci.acme-robotics.example.com' });
  await expect(row).toContainText(/Failing/);
  await expect(row).toContainText('17');

  await jump(page, 'hour');
  await expect(row).toContainText(/Auto-disabled/);
  await row.getByRole('link').first().click();
  const reenable = page.getByRole('button', { name: 'Re-enable' });
  await expect(reenable).toBeDisabled();
  await expect(
    page.getByText(/Re-enabling is possible in (\d+ min )?\d+ s .*blocks it for an hour/),
  ).toBeVisible();

  await jump(page, 'hour');
  await expect(reenable).toBeEnabled();
  await reenable.click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('busy office: the meter shows what others spend, and the console waits for the budget instead of failing', async ({
  page,
}) => {
  await open(page, 'busy-office', '/instances');
  await expect(page.getByTestId('budget-count')).toContainText(/by others/);
  // A presenter clicking through the console quickly: 8 pages in a row.
  for (const name of [
    'Volumes',
    'Reserved IPs',
    'VPCs',
    'Backups',
    'Monitoring',
    'Tickets',
    'Wallet',
    'Webhooks',
  ]) {
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const log = await page.evaluate(
    async () =>
      ((await (await fetch('/__mock/requests')).json()) as { items: { status: number }[] }).items,
  );
  // Whatever the pace, the last page arrives whole, and no page showed a failure.
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/couldn.t load|failed to load/i)).toHaveCount(0);
  expect(log.length).toBeGreaterThan(0);
});

test('a fleet of 10,000 servers: the whole list, filtered in the browser', async ({ page }) => {
  await open(page, 'fleet', '/instances');
  await expect(page.getByRole('table', { name: 'Instances' })).toHaveAttribute(
    'aria-rowcount',
    '10001',
  );
  await page
    .getByRole('searchbox')
    .or(page.getByPlaceholder('Name, ID, IP, plan, region'))
    .first()
    .fill('mail-us-9996');
  await expect(page.getByRole('table', { name: 'Instances' })).toHaveAttribute(
    'aria-rowcount',
    '2',
  );
});

test('a new empty account: each empty page says what it is for and offers its action', async ({
  page,
}) => {
  await open(page, 'empty', '/');
  await expect(page.getByText('$50.00').first()).toBeVisible();
  const pages: [string, RegExp, RegExp][] = [
    ['/instances', /No instances yet/, /Deploy/],
    ['/volumes', /No volumes yet/, /Create volume/],
    ['/reserved-ips', /No reserved IPs yet/, /Reserve/],
    ['/vpcs', /No VPCs yet/, /Create VPC/],
    ['/tickets', /No tickets yet/, /Open a ticket/],
    ['/monitoring', /No monitored servers yet/, /Deploy a server/],
  ];
  for (const [path, title, action] of pages) {
    await page.goto(path);
    await expect(page.getByTestId('empty-state').getByText(title)).toBeVisible();
    const control = page
      .getByRole('main')
      .getByRole('button', { name: action })
      .or(page.getByRole('main').getByRole('link', { name: action }));
    await expect(control.last()).toBeEnabled();
  }
  await page.goto('/instances');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Deploy/ })
    .or(page.getByRole('main').getByRole('button', { name: /Deploy/ }))
    .last()
    .click();
  await expect(page).toHaveURL(/\/instances\/deploy/);
});

test('troubled network: 503s and dropped answers, and every page still arrives', async ({
  page,
}) => {
  await open(page, 'troubled-network', '/instances');
  // Clicked through in the page (a reload would start a fresh in-page service and its request log).
  for (const name of [
    'Volumes',
    'VPCs',
    'Reserved IPs',
    'Backups',
    'Tickets',
    'Wallet',
    'Webhooks',
    'Instances',
  ]) {
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible({
      timeout: 30_000,
    });
  }
  const statuses = await page.evaluate(async () =>
    ((await (await fetch('/__mock/requests')).json()) as { items: { status: number }[] }).items.map(
      (r) => r.status,
    ),
  );
  expect(statuses).toContain(503);
});

test('switching scenario keeps nothing of the last one, other tabs follow, and Reset demo returns to the start', async ({
  page,
  context,
}) => {
  await open(page, 'empty', '/vpcs');
  await expect(page.getByTestId('empty-state').getByText('No VPCs yet')).toBeVisible();
  const keys = await demoKeys(page);
  const created = await page.evaluate(async (token) => {
    const response = await fetch('/api/v1/vpcs', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'kept-network', regionId: 'ewr', ipRange: '10.251.0.0/16' }),
    });
    return response.status;
  }, keys.full!);
  expect(created).toBe(201);
  await page.reload();
  await expect(page.getByRole('link', { name: 'kept-network' })).toBeVisible();

  // A second tab of the same demo.
  const other = await context.newPage();
  await other.goto('/vpcs');
  await expect(other.getByRole('link', { name: 'kept-network' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('healthy');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('healthy');
  await page.goto('/vpcs');
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'kept-network' })).toHaveCount(0);
  // The other tab started over in the new scenario too.
  await expect(other.getByRole('combobox', { name: 'Scenario' })).toHaveValue('healthy');
  await expect(other.getByRole('link', { name: 'kept-network' })).toHaveCount(0);

  await jump(page, 'day');
  await page.getByRole('button', { name: 'Reset demo' }).click();
  await expect(page.getByTestId('demo-clock')).toHaveText('real time');
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('healthy');
});

test('the tour by keyboard: focus stays in it across pages, the page stays usable, Escape closes, the banner restarts it', async ({
  page,
}) => {
  await open(page, 'healthy', '/');
  const tourButton = page.getByRole('button', { name: 'Tour', exact: true });
  await tourButton.focus();
  await page.keyboard.press('Enter');
  const tour = page.getByTestId('tour');
  await expect(tour).toContainText('step 1 of 5');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(tour).toContainText('step 2 of 5');
  await expect(page).toHaveURL(/\/instances$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(page.getByTestId('tour-ring')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tour).toContainText('step 3 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(tour).toContainText('step 2 of 5');

  // Never in the way: the page behind works while the tour is open.
  await page
    .getByRole('navigation', { name: 'Resources' })
    .getByRole('link', { name: 'Volumes', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
  await expect(tour).toBeVisible();
  // The page change is over when it is announced (its focus rule runs then): on CI's loaded cores
  // that came after the Escape below, and took the focus the tour had just given back.
  await expect(page.getByTestId('route-announcer')).toContainText('Volumes');

  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await expect(tourButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour).toContainText('step 1 of 5');
  await page.getByRole('button', { name: 'Close the tour' }).click();
  await expect(tour).toBeHidden();
});

test('time moves on its own: a deploy comes up within half a minute', async ({ page }) => {
  await open(page, 'healthy', '/instances');
  const keys = await demoKeys(page);
  const id = await page.evaluate(async (token) => {
    const response = await fetch('/api/v1/instances', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'demo-clock-check',
        regionId: 'ewr',
        planId: 'vc2-1c-1gb',
        osImageId: 'debian-12',
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }, keys.full!);
  await page.goto(`/instances/${id}`);
  await expect(
    page.getByRole('main').getByText('Provisioning', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('Running', { exact: true }).first()).toBeVisible({
    timeout: 40_000,
  });
});

test('every step of every scenario’s tour points at what it names', async ({ page }) => {
  test.setTimeout(180_000);
  const scenarios = [
    'healthy',
    'low-balance',
    'failing-webhook',
    'busy-office',
    'fleet',
    'empty',
    'troubled-network',
  ];
  for (const scenario of scenarios) {
    await page.goto(`/?demo-scenario=${scenario}&demo-as=full&demo-page=/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    const tour = page.getByTestId('tour');
    const total = Number(/of (\d)/.exec((await tour.textContent()) ?? '')?.[1]);
    expect(total, scenario).toBeGreaterThanOrEqual(3);
    for (let step = 1; step <= total; step++) {
      await expect(tour, `${scenario} step ${step}`).toContainText(`step ${step} of ${total}`);
      await expect(
        tour,
        `${scenario} step ${step}: ${await tour.locator('h2').textContent()}`,
      ).toHaveAttribute('data-pointing', 'target', { timeout: 15_000 });
      await tour.getByRole('button', { name: step === total ? 'Finish' : 'Next' }).click();
    }
    await expect(tour).toBeHidden();
  }
});
