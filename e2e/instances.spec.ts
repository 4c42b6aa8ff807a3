import { test, expect, hold, settled } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/** Opens the first instance of the given status from the list and returns its name. */
async function openFirst(page: Page, status: string): Promise<string> {
  await page.goto(`/instances?status=${status}&sort=name`);
  const link = page.getByRole('table', { name: 'Instances' }).getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  return name;
}

/**
 * Opens the metrics data table (its rows are built only when it is opened) once it holds `points`
 * samples. A range already in the cache keeps the table as it was, possibly open.
 */
async function openSamples(page: Page, points: number): Promise<void> {
  const summary = page.locator('summary', { hasText: `Data table (${points} samples)` });
  await summary.waitFor({ timeout: 20_000 });
  if (!(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)))
    await summary.click();
}

test.describe('instances', () => {
  // The detail page loads a dozen resources; leave room on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test('the list is filterable and each row offers only the actions its status allows', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/instances');
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    await expect(page.getByTestId('table-showing')).toContainText('instances');

    await page.getByLabel('Status').selectOption('running');
    await expect(page).toHaveURL(/status=running/);
    const running = page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1);
    await running.getByRole('button', { name: /Actions for/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Stop', 'Reboot', 'Destroy…']);
    await page.keyboard.press('Escape');

    await page.getByLabel('Status').selectOption('destroyed');
    const destroyed = page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1);
    await destroyed.getByRole('button', { name: /Actions for/ }).click();
    await expect(page.getByRole('menu')).toContainText('No actions while destroyed');
  });

  test('a row menu from the keyboard: Destroy… opens its dialog, Escape gives the focus back; a press outside closes the menu', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/instances?status=running&sort=name');
    const table = page.getByRole('table', { name: 'Instances' });
    await settled(table);
    await expect(table.getByRole('row').nth(1)).toContainText(/running/i);
    const trigger = table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Actions for/ });
    const name = (await trigger.getAttribute('aria-label'))!.replace('Actions for ', '');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeFocused();
    // Nothing of the page is hidden from assistive technology while the menu is open.
    await expect(
      page.locator('[aria-hidden="true"] a[href], [aria-hidden="true"] input'),
    ).toHaveCount(0);
    // Radix moves the focus a task after the key (its roving focus defers it), so a second key
    // pressed before that task has run starts from the same item: each press waits for its move,
    // as a person sees the highlight move before pressing again.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Reboot' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Destroy…' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Destroy ${name}?` });
    await expect(dialog.getByLabel(/Type .* to confirm/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Opened by a pointer, closed by a press on the page; the page was not locked under it.
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Instances' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('pointer-events', 'none');
  });

  test('a row menu action updates the row; bulk actions report per row', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/instances?status=running&sort=name');
    const table = page.getByRole('table', { name: 'Instances' });
    const first = table.getByRole('row').nth(1);
    const runningName = (await first.getByRole('link').textContent())!.trim();
    await first.getByRole('checkbox').check();
    await page.getByLabel('Status').selectOption('stopped');
    await settled(table);
    const stoppedRow = table.getByRole('row').nth(1);
    await expect(stoppedRow).toContainText('Stopped');
    const stoppedName = (await stoppedRow.getByRole('link').textContent())!.trim();
    await stoppedRow.getByRole('checkbox').check();
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toContainText('2 selected');
    await mock.clearRequests();

    await page.getByRole('button', { name: 'Stop selected' }).click();
    const report = page.getByTestId('bulk-results');
    await expect(report.getByRole('listitem')).toHaveCount(2);
    await expect(report.getByRole('listitem').filter({ hasText: runningName })).toContainText(
      'Done',
    );
    await expect(report.getByRole('listitem').filter({ hasText: stoppedName })).toContainText(
      'Skipped · ',
    );
    await expect(report.getByRole('listitem').filter({ hasText: stoppedName })).toContainText(
      'nothing sent',
    );
    await expect(page.getByText('Stop: 1 done, 0 refused, 1 skipped of 2')).toBeVisible();
    const posts = (await mock.requests()).filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([expect.stringMatching(/\/stop$/)]);

    // The row menu on the now-stopped instance offers Start, and it works.
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Filter instances').fill(runningName);
    const row = table.getByRole('row').filter({ hasText: runningName });
    await expect(row).toContainText('Stopped');
    await row.getByRole('button', { name: `Actions for ${runningName}` }).click();
    await page.getByRole('menuitem', { name: 'Start' }).click();
    await expect(row).toContainText('Running');
    await expect(
      page.getByText(`\u2068${runningName}\u2069 started; it is now running.`),
    ).toBeVisible();
  });

  test('Stop pressed from the keyboard: while it runs the focus stays on the actions, then Start is a Tab away', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await openFirst(page, 'running');
    const group = page.getByRole('group', { name: 'Instance actions' });
    // The action is held on its way, so its disabled moment lasts.
    const release = await hold(page, /\/instances\/[^/]+\/stop$/);
    await group.getByRole('button', { name: 'Stop' }).focus();
    await page.keyboard.press('Enter');
    await expect(group.getByRole('button', { name: 'Stop…' })).toBeDisabled();
    await expect(group).toBeFocused();
    release();
    await expect(group.getByRole('button', { name: 'Start' })).toBeEnabled({ timeout: 20_000 });
    await page.keyboard.press('Tab');
    await expect(group.getByRole('button', { name: 'Start' })).toBeFocused();
  });

  test('PageDown from a row link scrolls the list, and the focus stays in it when that row is no longer drawn', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/instances');
    const region = page.getByRole('region', { name: 'Instances' });
    const link = page.getByRole('table', { name: 'Instances' }).getByRole('link').first();
    await link.focus();
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('PageDown');
    await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(page.locator('body')).not.toBeFocused();
    await expect(region.locator(':focus').or(region)).toBeFocused();
  });

  test('Stop from a row menu on the running filter: the row leaves the list and the focus stays in the table', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/instances?status=running&sort=name');
    const table = page.getByRole('table', { name: 'Instances' });
    await settled(table);
    const trigger = table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Actions for/ });
    const label = (await trigger.getAttribute('aria-label'))!;
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Stopping, it no longer matches the filter: its row goes, with the button that had the focus.
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.locator('body')).not.toBeFocused();
    await expect(page.getByRole('region', { name: 'Instances' })).toBeFocused();
  });

  test('destroy requires typing the exact name', async ({ page, connect, mock }) => {
    await connect('full');
    const name = await openFirst(page, 'running');
    await expect(
      page.getByRole('group', { name: 'Instance actions' }).getByRole('button'),
    ).toHaveText(['Stop', 'Reboot', 'Destroy…']);
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Destroy…' }).click();
    const dialog = page.getByRole('dialog', { name: `Destroy ${name}?` });
    const confirm = dialog.getByRole('button', { name: 'Destroy server' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Type .* to confirm/).fill(name.toUpperCase());
    await expect(dialog.getByText('The name does not match.')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Type .* to confirm/).press('Enter');
    await dialog.getByLabel(/Type .* to confirm/).fill(`${name} `);
    await expect(confirm).toBeDisabled();
    expect((await mock.requests()).filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await dialog.getByLabel(/Type .* to confirm/).fill(name);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-status="destroyed"]')).toBeVisible();
    await expect(page.getByText('No actions: the instance is destroyed.')).toBeVisible();
    expect((await mock.requests()).filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  test('detail page actions follow the status', async ({ page, connect }) => {
    await connect('full');
    await openFirst(page, 'running');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(page.locator('[data-status="stopped"]')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Instance actions' }).getByRole('button'),
    ).toHaveText(['Start', 'Destroy…']);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.locator('[data-status="running"]')).toBeVisible();
  });

  test('on a phone the related resources are read when scrolled to, not with the page', async ({
    page,
    connect,
    mock,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await connect('full');
    const related = async () =>
      (await mock.requests())
        .filter(
          (r) =>
            r.method === 'GET' &&
            (['/api/v1/volumes', '/api/v1/reserved-ips', '/api/v1/vpcs'].includes(r.path) ||
              (['/api/v1/backups', '/api/v1/tickets'].includes(r.path) && r.query.q)),
        )
        .map((r) => r.path)
        .sort();
    await openFirst(page, 'running');
    const actions = page.getByRole('group', { name: 'Instance actions' });
    await expect(actions).toBeVisible();
    // Under the heading, the actions start where it starts (they were pushed to the end of a
    // block only as wide as its widest row: Recreate as script sat 100 px in from Stop).
    const left = async (locator: Locator) => Math.round((await locator.boundingBox())!.x);
    const start = await left(page.getByRole('heading', { level: 1 }));
    expect(await left(page.getByRole('button', { name: 'Recreate as script' }))).toBe(start);
    expect(await left(actions.getByRole('button').first())).toBe(start);
    // The page has shown and its metrics have arrived: nothing below the charts was asked for.
    await expect(page.locator('summary', { hasText: /Data table \(\d+ samples\)/ })).toBeAttached({
      timeout: 20_000,
    });
    expect(await related()).toEqual([]);
    const heading = page.getByRole('heading', { level: 2, name: 'Related resources' });
    await heading.scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'All volumes' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await related()).toEqual([
      '/api/v1/backups',
      '/api/v1/reserved-ips',
      '/api/v1/tickets',
      '/api/v1/volumes',
      '/api/v1/vpcs',
    ]);
  });

  test('a read key sees the actions disabled with the reason and sends nothing', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('read');
    await openFirst(page, 'running');
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await expect(stop).toBeDisabled();
    await expect(stop).toHaveAccessibleDescription(/read-only/);
    await expect(page.getByRole('button', { name: 'Destroy…' })).toBeDisabled();
    await page.goto('/instances?status=running');
    await page
      .getByRole('table', { name: 'Instances' })
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Actions for/ })
      .click();
    await expect(page.getByRole('menu')).toContainText('read-only');
    await expect(page.getByRole('menuitem', { name: 'Stop' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect((await mock.requests()).filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  test('charts render for each range with the right number of points, in the URL, with UTC and CSV', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await openFirst(page, 'running');
    const expected: Record<string, number> = { '1h': 60, '24h': 288, '7d': 168, '30d': 180 };
    const labels: Record<string, string> = {
      '1h': 'Last hour',
      '24h': 'Last 24 hours',
      '7d': 'Last 7 days',
      '30d': 'Last 30 days',
    };
    for (const [range, points] of Object.entries(expected)) {
      await page
        .getByRole('navigation', { name: 'Metrics range' })
        .getByRole('link', { name: labels[range] })
        .click();
      await expect(page).toHaveURL(new RegExp(`range=${range}`));
      await openSamples(page, points);
      await expect(
        page.locator(`[data-testid="metrics-table"][data-range="${range}"] tbody tr`),
      ).toHaveCount(points, { timeout: 20_000 });
      await expect(page.getByTestId('metric-chart')).toHaveCount(4);
      await expect(
        page.getByTestId('metric-chart').first().locator('.recharts-surface'),
      ).toBeVisible();
      await expect(
        page.getByTestId('metric-chart').first().locator('.recharts-area-curve').first(),
      ).toBeVisible();
    }
    await page.getByLabel('Times in UTC').check();
    await expect(page).toHaveURL(/utc=true/);
    await expect(page.getByTestId('metrics-table')).toContainText('times in UTC');

    // The range survives a reload from the address.
    await page.reload();
    await openSamples(page, 180);
    await expect(
      page.locator('[data-testid="metrics-table"][data-range="30d"] tbody tr'),
    ).toHaveCount(180);
    await expect(page.getByLabel('Times in UTC')).toBeChecked();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-metrics-30d\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    const content = Buffer.concat(text as Buffer[]).toString('utf8');
    // Like every CSV the console saves: a byte-order mark first, so spreadsheets read UTF-8.
    expect(content.startsWith('\uFEFF')).toBe(true);
    const lines = content.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'time_utc,cpu_percent,memory_percent,disk_percent,network_in_bps,network_out_bps',
    );
    expect(lines).toHaveLength(181);
  });

  test('a bad range in the address falls back to 24 hours', async ({ page, connect }) => {
    await connect('full');
    await openFirst(page, 'running');
    await page.goto(`${page.url()}?range=5y`);
    await openSamples(page, 288);
    await expect(
      page.locator('[data-testid="metrics-table"][data-range="24h"] tbody tr'),
    ).toHaveCount(288);
  });
});
