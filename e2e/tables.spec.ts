import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import { formatNumber } from '../src/lib/format';
import { parseCsv } from '../src/test/parse-csv';
import type { components } from '../src/api/schema.gen';

type Envelope<S = unknown> = {
  total: number;
  limit: number;
  offset: number;
  items: unknown[];
  stats: S;
};
type BackupStats = components['schemas']['BackupStats'];
type ServerStats = components['schemas']['MonitoredServerStats'];

async function apiGet<T>(mock: MockControl, path: string): Promise<T> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Every /api/v1 request the page makes, to check that no bad value is ever sent. */
function recordApi(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1')) seen.push(url);
  });
  return seen;
}

function expectOnlyValidParams(urls: URL[], enums: Record<string, string[]>): void {
  for (const url of urls) {
    const limit = url.searchParams.get('limit');
    const offset = url.searchParams.get('offset');
    if (limit !== null) expect(Number(limit), url.href).toBeGreaterThanOrEqual(1);
    if (limit !== null) expect(Number(limit), url.href).toBeLessThanOrEqual(100);
    if (offset !== null) expect(offset, url.href).toMatch(/^\d+$/);
    for (const [name, values] of Object.entries(enums)) {
      const value = url.searchParams.get(name);
      if (value !== null) expect(values, url.href).toContain(value);
    }
  }
}

async function expectNo400(mock: MockControl): Promise<void> {
  const refused = (await mock.requests()).filter((request) => request.status === 400);
  expect(refused).toEqual([]);
}

const showing = (page: Page) => page.getByTestId('table-showing');

test.describe('server-paginated tables', () => {
  test('backups: stats match the mock; a type card filters; paging, reload and back keep the URL', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const all = await apiGet<Envelope<BackupStats>>(mock, '/backups?limit=1');
    const auto = await apiGet<Envelope<BackupStats>>(mock, '/backups?type=auto&limit=1');
    await page.goto('/backups');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(page.getByTestId('stat-all')).toContainText(formatNumber(all.total));
    await expect(page.getByTestId('stat-auto')).toContainText(formatNumber(all.stats.byType.auto));
    await expect(page.getByTestId('stat-manual')).toContainText(
      formatNumber(all.stats.byType.manual),
    );
    await expect(showing(page)).toHaveText(`Showing 1–25 of ${formatNumber(all.total)}`);

    await page.getByTestId('stat-auto').click();
    await expect(page).toHaveURL(/type=auto/);
    await expect(page.getByTestId('stat-auto')).toHaveAttribute('aria-pressed', 'true');
    await expect(showing(page)).toHaveText(`Showing 1–25 of ${formatNumber(auto.total)}`);
    // The other cards keep their counts while one type is selected.
    await expect(page.getByTestId('stat-manual')).toContainText(
      formatNumber(all.stats.byType.manual),
    );
    await expect(page.getByLabel('Type')).toHaveValue('auto');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/offset=25/);
    await expect(showing(page)).toHaveText(`Showing 26–50 of ${formatNumber(auto.total)}`);
    await expect(page.getByRole('table', { name: 'Backups' }).locator('tbody tr')).toHaveCount(25);

    await page.reload();
    await expect(showing(page)).toHaveText(`Showing 26–50 of ${formatNumber(auto.total)}`);
    await expect(page.getByLabel('Type')).toHaveValue('auto');

    await page.goBack();
    await expect(page).not.toHaveURL(/offset=25/);
    await expect(showing(page)).toHaveText(`Showing 1–25 of ${formatNumber(auto.total)}`);

    const last = Math.floor((auto.total - 1) / 25) * 25;
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(new RegExp(`offset=${last}`));
    await expect(showing(page)).toHaveText(
      `Showing ${formatNumber(last + 1)}–${formatNumber(auto.total)} of ${formatNumber(auto.total)}`,
    );
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expectNo400(mock);
  });

  test('backups: the pager keeps the focus and stays in view when a page change disables the button pressed', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/backups?limit=10&offset=10');
    const pager = page.getByRole('navigation', { name: /pages$/ });
    const previous = pager.getByRole('button', { name: 'Previous page' });
    await previous.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/offset=0|^(?!.*offset)/);
    await expect(previous).toBeDisabled();
    // On the first page Previous is disabled: the nearest enabled button takes the focus.
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeFocused();
    // The window did not jump to the top: the pager is still where the person was.
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('backups: typing a search is debounced into ?q and the total is the server’s', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/backups');
    const first = await apiGet<{ items: Array<{ instanceId: string; instanceName: string }> }>(
      mock,
      '/backups?limit=1',
    );
    const instanceId = first.items[0]!.instanceId;
    const expected = await apiGet<Envelope<BackupStats>>(mock, `/backups?q=${instanceId}&limit=1`);
    const api = recordApi(page);
    await page.getByLabel('Search backups').pressSequentially(instanceId, { delay: 5 });
    await expect(page).toHaveURL(new RegExp(`q=${instanceId}`));
    await expect(showing(page)).toContainText(`of ${formatNumber(expected.total)}`);
    // Debounced: the search goes when typing pauses, not on every key. Keys 5 ms apart never
    // pause; on a busy machine a key can come a debounce late, and a search for what was typed by
    // then is what the person would get too. So: far fewer searches than keys, each for a part
    // typed, and the last for the whole id.
    const searched = api
      .filter((url) => url.pathname.endsWith('/backups') && url.searchParams.has('q'))
      .map((url) => url.searchParams.get('q')!);
    expect(searched.at(-1)).toBe(instanceId);
    expect(searched.every((q) => instanceId.startsWith(q))).toBe(true);
    expect(searched.length).toBeLessThanOrEqual(instanceId.length / 6);
    await expect(page.getByTestId('stat-all')).toContainText(formatNumber(expected.total));
  });

  test('monitoring: status filter, page size and stats by status match the mock', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const all = await apiGet<Envelope<ServerStats>>(mock, '/monitoring/servers?limit=1');
    await page.goto('/monitoring');
    for (const status of ['provisioning', 'running', 'stopped', 'error', 'destroyed'] as const) {
      await expect(page.getByTestId(`stat-${status}`)).toContainText(
        formatNumber(all.stats.byStatus[status]),
      );
    }
    await expect(page.getByTestId('stat-all')).toContainText(formatNumber(all.total));

    await page.getByLabel('Status', { exact: true }).selectOption('running');
    await expect(page).toHaveURL(/status=running/);
    const running = all.stats.byStatus.running;
    await expect(showing(page)).toHaveText(
      `Showing 1–${Math.min(25, running)} of ${formatNumber(running)}`,
    );

    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page).toHaveURL(/limit=10/);
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${formatNumber(running)}`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(showing(page)).toHaveText(`Showing 11–20 of ${formatNumber(running)}`);
    await expect(page).toHaveURL(/offset=10/);
    await page.reload();
    await expect(showing(page)).toHaveText(`Showing 11–20 of ${formatNumber(running)}`);
    await expect(page.getByLabel('Rows per page')).toHaveValue('10');
    await page.goBack();
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${formatNumber(running)}`);

    // Clicking the "All servers" card clears the filter.
    await page.getByTestId('stat-all').click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${formatNumber(all.total)}`);
    await expectNo400(mock);
  });

  test('backup servers: search and paging', async ({ page, connect, mock }) => {
    await connect('full');
    const all = await apiGet<Envelope>(mock, '/backups/servers?limit=1');
    await page.goto('/backups/servers?limit=10');
    await expect(page.getByRole('heading', { level: 1, name: 'Backup servers' })).toBeVisible();
    await expect(showing(page)).toHaveText(
      `Showing 1–${Math.min(10, all.total)} of ${formatNumber(all.total)}`,
    );
    if (all.total > 10) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/offset=10/);
    }
    const region = await apiGet<{ items: Array<{ regionId: string }> }>(
      mock,
      '/backups/servers?limit=1',
    );
    const filtered = await apiGet<Envelope>(
      mock,
      `/backups/servers?q=${region.items[0]!.regionId}&limit=1`,
    );
    await page.getByLabel('Search backup servers').fill(region.items[0]!.regionId);
    await expect(page).toHaveURL(new RegExp(`q=${region.items[0]!.regionId}`));
    await expect(page).not.toHaveURL(/offset=10/);
    await expect(showing(page)).toHaveText(
      `Showing 1–${Math.min(10, filtered.total)} of ${formatNumber(filtered.total)}`,
    );
  });

  const badAddresses: Array<{ path: string; reset: string; enums: Record<string, string[]> }> = [
    {
      path: '/backups?limit=500&offset=-3&type=bogus',
      reset: 'limit, offset, type',
      enums: { type: ['auto', 'manual'] },
    },
    {
      path: '/monitoring?limit=0&status=bogus&q=web',
      reset: 'limit, status',
      enums: { status: ['provisioning', 'running', 'stopped', 'error', 'destroyed'] },
    },
    { path: '/backups/servers?limit=37&offset=1.5', reset: 'limit, offset', enums: {} },
  ];
  for (const bad of badAddresses) {
    test(`out-of-range values in ${bad.path} are corrected with a notice and never sent`, async ({
      page,
      connect,
      mock,
    }) => {
      await connect('full');
      await mock.clearRequests();
      const api = recordApi(page);
      await page.goto(bad.path);
      await expect(
        page.getByText('Some values in the address were not valid and were reset'),
      ).toBeVisible();
      await expect(page.getByTestId('corrected-params')).toHaveText(bad.reset);
      await expect(showing(page)).toContainText('Showing 1–');
      await expect(page).not.toHaveURL(/bogus|limit=|offset=/);
      if (bad.path.includes('q=web')) await expect(page).toHaveURL(/q=web/);
      expect(api.length).toBeGreaterThan(0);
      expectOnlyValidParams(api, bad.enums);
      await expectNo400(mock);
      // The next change clears the notice.
      await page.getByLabel('Rows per page').selectOption('50');
      await expect(
        page.getByText('Some values in the address were not valid and were reset'),
      ).toHaveCount(0);
    });
  }
});

test.describe('CSV export', () => {
  test('exporting filtered backups downloads exactly `total` rows, fetched at limit 100', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const manual = await apiGet<Envelope>(mock, '/backups?type=manual&limit=1');
    expect(manual.total).toBeGreaterThan(100);
    await page.goto('/backups?type=manual');
    await expect(showing(page)).toContainText(`of ${formatNumber(manual.total)}`);
    const api = recordApi(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^backups-manual-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await readFile(await file.path(), 'utf8'));
    expect(rows[0]).toEqual([
      'ID',
      'Taken',
      'Instance ID',
      'Instance',
      'Type',
      'Status',
      'Size (GB)',
      'Backup server',
    ]);
    expect(rows.length - 1).toBe(manual.total);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(manual.total);
    expect(rows.slice(1).every((row) => row[4] === 'manual')).toBe(true);
    await expect(page.getByText('Export finished')).toBeVisible();
    const pages = api.filter(
      (url) => url.pathname.endsWith('/backups') && url.searchParams.get('limit') === '100',
    );
    expect(pages.length).toBe(Math.ceil(manual.total / 100));
    expect(pages.every((url) => url.searchParams.get('type') === 'manual')).toBe(true);
    await expectNo400(mock);
  });

  test('exporting monitored servers with a status filter downloads `total` rows', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const running = await apiGet<Envelope>(mock, '/monitoring/servers?status=running&limit=1');
    await page.goto('/monitoring?status=running');
    await expect(showing(page)).toContainText(`of ${formatNumber(running.total)}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    const rows = parseCsv(await readFile(await (await download).path(), 'utf8'));
    expect(rows.length - 1).toBe(running.total);
    expect(rows.slice(1).every((row) => row[3] === 'running')).toBe(true);
  });

  test('an error mid-export stops cleanly and offers the rows fetched so far', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const all = await apiGet<Envelope>(mock, '/backups?limit=1');
    expect(all.total).toBeGreaterThan(200);
    await page.goto('/backups');
    await expect(showing(page)).toContainText('Showing 1–25');
    // Every second list request fails from now on: the export's first page succeeds, the second fails.
    await mock.setFaults([{ route: 'GET /api/v1/backups', kind: 'error', status: 503, rate: 0.5 }]);
    await page.getByRole('button', { name: /Export CSV/ }).click();
    await expect(page.getByText(/Export stopped/)).toBeVisible();
    await expect(
      page.getByText(`Fetched 100 of ${formatNumber(all.total)} backups before it stopped.`),
    ).toBeVisible();
    await expect(page.getByText('503')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the 100 rows fetched' }).click();
    const rows = parseCsv(await readFile(await (await download).path(), 'utf8'));
    expect(rows.length - 1).toBe(100);
    await mock.setFaults([]);
  });

  test('cancel stops the export, shows progress and offers what it has', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/backups');
    await expect(showing(page)).toContainText('Showing 1–25');
    await mock.setFaults([{ route: 'GET /api/v1/backups', kind: 'latency', ms: 1500 }]);
    await page.getByRole('button', { name: /Export CSV/ }).click();
    const progress = page.getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 5000 });
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByText('Export cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the 100 rows fetched' })).toBeEnabled();
    await mock.setFaults([]);
  });
});

test.describe('backup actions', () => {
  test('take a manual backup, then delete it; automatic backups explain why they cannot be deleted', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const instances = (
      await apiGet<{ items: Array<{ id: string; name: string; status: string }> }>(
        mock,
        '/instances',
      )
    ).items;
    const host = instances.find((instance) => instance.status === 'running')!;
    await page.goto('/backups');
    await page.getByRole('button', { name: 'Take a backup' }).click();
    await page.getByRole('dialog').getByLabel('Instance').selectOption(host.id);
    await mock.clearRequests();
    await page.getByRole('dialog').getByRole('button', { name: 'Take backup' }).dblclick();
    await expect(
      page.getByRole('heading', { level: 1, name: `Backup of ${host.name}` }),
    ).toBeVisible();
    expect((await mock.requests()).filter((request) => request.method === 'POST')).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete backup' }).click();
    await expect(page).toHaveURL(/\/backups$/);

    const auto = (
      await apiGet<{ items: Array<{ id: string; status: string; instanceName: string }> }>(
        mock,
        '/backups?type=auto&limit=25',
      )
    ).items.find((backup) => backup.status === 'completed')!;
    await page.goto(`/backups/${auto.id}`);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'title',
      /cannot be deleted/,
    );
    await page.getByRole('button', { name: 'Restore' }).click();
    const restore = page.getByRole('dialog');
    await expect(restore.getByText('Anything written since then is lost.')).toBeVisible();
    await expect(restore.getByRole('button', { name: 'Replace data and restore' })).toBeDisabled();
    await restore.getByLabel(`Type ${auto.instanceName} to confirm`).fill(auto.instanceName);
    await restore.getByRole('button', { name: 'Replace data and restore' }).click();
    // Restore can be refused (the instance may be provisioning or gone): either way it is explained.
    await expect(
      page.getByText(`Restore started on ${auto.instanceName}.`).or(restore.getByText('409')),
    ).toBeVisible();
  });
});
