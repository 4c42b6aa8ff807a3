import type { Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import { formatCents, formatNumber } from '../src/lib/format';
import type { components } from '../src/api/schema.gen';

type Schemas = components['schemas'];
const DAY = 86_400_000;

/** Reads an endpoint straight from the mock with the full key, as the truth to compare with. */
async function truth<T>(mock: MockControl, path: string): Promise<T> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Every API request the page makes, with the page address at the moment it was sent. */
function recordApiRequests(page: Page) {
  const log: Array<{ path: string; query: URLSearchParams; from: string }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/'))
      log.push({
        path: url.pathname.slice('/api/v1'.length),
        query: url.searchParams,
        from: new URL(page.url()).pathname,
      });
  });
  return log;
}

const tile = (page: Page, name: string) => page.getByRole('region', { name });

async function waitForTiles(page: Page) {
  for (const name of [
    'Instances',
    'Wallet',
    'Support tickets',
    'Webhook endpoints',
    'API keys',
    'Backups',
  ]) {
    await expect(tile(page, name)).toHaveAttribute('aria-busy', 'false');
  }
}

test.describe('overview', () => {
  test('the numbers match the mock’s', async ({ page, connect, mock }) => {
    await connect('full');
    await waitForTiles(page);
    const now = Date.now();
    const [instances, wallet, tickets, endpoints, keys, backups] = await Promise.all([
      truth<{ items: Schemas['Instance'][] }>(mock, '/instances'),
      truth<Schemas['WalletSummary']>(mock, '/wallet/summary'),
      truth<{ total: number; stats: Schemas['TicketStats'] }>(mock, '/tickets?limit=1'),
      truth<{ items: Schemas['WebhookEndpoint'][] }>(mock, '/webhooks/endpoints'),
      truth<{ items: Schemas['ApiKey'][] }>(mock, '/api-keys'),
      truth<{ items: Schemas['Backup'][]; total: number }>(mock, '/backups?limit=100'),
    ]);

    for (const status of ['error', 'provisioning', 'running', 'stopped', 'destroyed'] as const) {
      const count = instances.items.filter((item) => item.status === status).length;
      await expect(page.getByTestId(`instances-${status}`)).toContainText(formatNumber(count));
    }
    await expect(page.getByTestId('wallet-balance')).toContainText(
      formatCents(wallet.balanceCents, wallet.currency),
    );
    await expect(page.getByTestId('wallet-mtd')).toHaveText(
      formatCents(wallet.monthToDateSpendCents, wallet.currency),
    );
    const low = wallet.balanceCents < wallet.lowBalanceThresholdCents;
    await expect(tile(page, 'Wallet').getByText('Low balance')).toHaveCount(low ? 1 : 0);

    await expect(page.getByTestId('tickets-open')).toContainText(
      `${formatNumber(tickets.stats.byStatus.open)}open`,
    );
    await expect(page.getByTestId('tickets-answered')).toContainText(
      formatNumber(tickets.stats.byStatus.answered),
    );

    const failing = endpoints.items.filter((item) => item.status === 'failing').length;
    const disabled = endpoints.items.filter((item) => item.status === 'disabled').length;
    await expect(page.getByTestId('webhooks-failing')).toContainText(`${failing}failing`);
    await expect(page.getByTestId('webhooks-disabled')).toContainText(`${disabled}disabled`);

    const expiring = keys.items.filter((key) => {
      const at = key.expiresAt ? Date.parse(key.expiresAt) : NaN;
      return at > now && at - now <= 30 * DAY;
    }).length;
    await expect(page.getByTestId('keys-expiring')).toContainText(
      `${expiring}expiring within 30 days`,
    );

    // The truth here is read from up to 100 rows, the tile from 25: they agree while the last day has fewer than 25.
    const recent = backups.items.filter((item) => now - Date.parse(item.createdAt) <= DAY);
    expect(recent.length, 'the seed should hold fewer backups in a day than one page').toBeLessThan(
      25,
    );
    await expect(page.getByTestId('backups-recent')).toContainText(
      `${recent.length}in the last 24 hours`,
    );
    await expect(page.getByTestId('backups-failed')).toContainText(
      `${recent.filter((item) => item.status === 'failed').length}of them failed`,
    );
  });

  test('the first view asks each endpoint at most once, paginated ones for one row', async ({
    page,
    connect,
  }) => {
    const log = recordApiRequests(page);
    await connect('full');
    await waitForTiles(page);
    await page.waitForLoadState('networkidle');
    // The connect screen checks the key (account and key list) before the overview exists; the key
    // list it read is reused by the keys tile, so the overview itself never asks for it.
    const overview = log.filter((entry) => entry.from !== '/connect');
    const counts = new Map<string, number>();
    for (const entry of overview) counts.set(entry.path, (counts.get(entry.path) ?? 0) + 1);
    console.log(`overview first view: ${overview.length} requests`, Object.fromEntries(counts));
    for (const [path, count] of counts) expect(count, `${path} asked ${count} times`).toBe(1);
    expect([...counts.keys()].sort()).toEqual([
      '/backups',
      '/instances',
      '/tickets',
      '/wallet/summary',
      '/webhooks/endpoints',
    ]);
    expect(overview.find((entry) => entry.path === '/tickets')?.query.get('limit')).toBe('1');
    // No date filter exists on backups: the tile reads the first page the backups list shows (docs/overview.md).
    expect(overview.find((entry) => entry.path === '/backups')?.query.get('limit')).toBe('25');
  });

  test('each tile links to its filtered list, which reuses the tile’s data while fresh', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await waitForTiles(page);
    const log = recordApiRequests(page);
    // Pages may add their defaults to the address (limit, offset): the path and the filter must match.
    const links: Array<{
      testId: string;
      path: string;
      filter?: [string, string];
      reused?: string;
    }> = [
      {
        testId: 'instances-error',
        path: '/instances',
        filter: ['status', 'error'],
        reused: '/instances',
      },
      {
        testId: 'instances-running',
        path: '/instances',
        filter: ['status', 'running'],
        reused: '/instances',
      },
      { testId: 'tickets-open', path: '/tickets', filter: ['status', 'open'] },
      { testId: 'tickets-answered', path: '/tickets', filter: ['status', 'answered'] },
      { testId: 'wallet-balance', path: '/wallet', reused: '/wallet/summary' },
      { testId: 'webhooks-failing', path: '/webhooks', reused: '/webhooks/endpoints' },
      { testId: 'keys-expiring', path: '/api-keys', reused: '/api-keys' },
      { testId: 'backups-recent', path: '/backups', reused: '/backups' },
    ];
    for (const link of links) {
      log.length = 0;
      await page.getByTestId(link.testId).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === link.path &&
          (!link.filter || url.searchParams.get(link.filter[0]) === link.filter[1]),
      );
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Overview');
      await page.waitForLoadState('networkidle');
      if (link.reused)
        expect(
          log.map((entry) => entry.path),
          `${link.testId}: the page refetched ${link.reused}`,
        ).not.toContain(link.reused);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    }
  });

  test('a failing source fails only its own tile, and its retry recovers it', async ({
    page,
    connect,
    mock,
  }) => {
    await mock.setFaults([{ route: 'GET /api/v1/tickets', kind: 'error', status: 500 }]);
    await connect('full');
    const tickets = tile(page, 'Support tickets');
    await expect(tickets.getByRole('alert')).toContainText('500', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('instances-running')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await expect(page.getByTestId('keys-expiring')).toBeVisible();
    await mock.setFaults([]);
    await tickets.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('tickets-open')).toBeVisible();
  });
});
