import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readFile } from 'node:fs/promises';
import { formatCents, formatMonth, formatNumber } from '../src/lib/format';
import { parseCsv } from '../src/test/parse-csv';
import type { components } from '../src/api/schema.gen';

type Summary = components['schemas']['WalletSummary'];

async function apiGet<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The wallet's Add funds dialog, an amount entered and reviewed, as a person does it. */
async function reviewPayment(page: Page, amount: string) {
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add funds' });
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByRole('button', { name: 'Review' }).click();
  return dialog;
}

test.describe('wallet', () => {
  test('the balance, spend figures and the chart’s table match the mock’s summary', async ({
    page,
    connect,
  }) => {
    await connect('full');
    // The figures the page was answered: the projection moves with the clock, so a second read of
    // the summary a moment later may differ from the page's by a cent. The overview reads the
    // summary too: its answer, late on a busy machine, is not the wallet page's (and its body is
    // gone once the page has left), so only an answer that reaches /wallet counts.
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/wallet/summary' &&
        response.ok() &&
        new URL(page.url()).pathname === '/wallet',
    );
    await page.goto('/wallet');
    const summary = (await (await answered).json()) as Summary;
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(
      formatCents(summary.balanceCents, summary.currency),
    );
    await expect(page.getByTestId('wallet-mtd')).toHaveText(
      formatCents(summary.monthToDateSpendCents, summary.currency),
    );
    await expect(page.getByTestId('wallet-projected')).toHaveText(
      formatCents(summary.projectedMonthSpendCents, summary.currency),
    );
    // The seeded balance is above the threshold: no warning.
    expect(summary.balanceCents).toBeGreaterThanOrEqual(summary.lowBalanceThresholdCents);
    await expect(page.getByText('The balance is low')).toHaveCount(0);

    const chart = page.getByTestId('spend-chart');
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();

    await page.getByText('Show the numbers as a table').click();
    const rows = page.getByTestId('spend-table').locator('tbody tr');
    await expect(rows).toHaveCount(summary.months.length);
    for (const [index, month] of summary.months.entries()) {
      const { compute, storage, network, backups } = month.byService;
      const expected = [
        formatMonth(month.month),
        ...[compute, storage, network, backups, month.totalCents].map((cents) =>
          formatCents(cents, summary.currency),
        ),
      ];
      await expect(rows.nth(index).locator('th, td')).toHaveText(expected);
    }
  });

  test('filtering transactions by month updates the URL and shows the mock’s total and sums', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/wallet');
    const summary = await apiGet<Summary>(`${mock.url}/api/v1/wallet/summary`, mock.keys.full);
    const month = summary.months[summary.months.length - 3]!.month;
    const expected = await apiGet<{
      total: number;
      stats: components['schemas']['TransactionStats'];
    }>(`${mock.url}/api/v1/wallet/transactions?month=${month}&limit=1`, mock.keys.full);
    expect(expected.total).toBeGreaterThan(0);

    // Typed key by key, as a person does (a text field in every engine), applied on Enter.
    const monthField = page.getByLabel('Month', { exact: true });
    await monthField.pressSequentially('2024-13');
    await monthField.press('Enter');
    await expect(monthField).toHaveAccessibleDescription(/Write the month as YYYY-MM/);
    await expect(page).not.toHaveURL(/month=/);
    await monthField.clear();
    await monthField.pressSequentially(month);
    await monthField.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]month=${month}`));
    await expect(page.getByTestId('stat-total')).toContainText(formatNumber(expected.total));
    await expect(page.getByTestId('table-showing')).toHaveText(
      `Showing 1–${Math.min(25, expected.total)} of ${formatNumber(expected.total)}`,
    );
    await expect(page.getByTestId('stat-debit')).toContainText(
      formatCents(expected.stats.debitCents),
    );
    await expect(page.getByTestId('stat-usage')).toContainText(
      formatCents(expected.stats.byCategory.usage),
    );

    // Reload and back keep the filter in the address.
    await page.reload();
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month);
    await page.goBack();
    await expect(page).not.toHaveURL(/month=/);
  });

  test('Export CSV of a month downloads exactly the filtered total', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const summary = await apiGet<Summary>(`${mock.url}/api/v1/wallet/summary`, mock.keys.full);
    const month = summary.months[summary.months.length - 2]!.month;
    const expected = await apiGet<{ total: number }>(
      `${mock.url}/api/v1/wallet/transactions?month=${month}&type=debit&limit=1`,
      mock.keys.full,
    );
    await page.goto(`/wallet?month=${month}&type=debit`);
    await expect(page.getByTestId('table-showing')).toContainText(
      `of ${formatNumber(expected.total)}`,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    const file = await (await download).path();
    const rows = parseCsv((await readFile(file, 'utf8')).replace(/^\uFEFF/, '')).filter((row) =>
      row.some((cell) => cell !== ''),
    );
    expect(rows[0]).toEqual([
      'Date',
      'ID',
      'Type',
      'Category',
      'Amount',
      'Currency',
      'Description',
      'Instance',
    ]);
    expect(rows.length - 1).toBe(expected.total);
    expect(rows.slice(1).every((row) => row[2] === 'debit' && row[0]!.startsWith(month))).toBe(
      true,
    );
  });

  test('an invalid ?month=2025-13 is corrected with a notice and never sent', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await mock.clearRequests();
    await page.goto('/wallet?month=2025-13&type=debit');
    await expect(
      page.getByText('Some values in the address were not valid and were reset'),
    ).toBeVisible();
    await expect(page.getByTestId('corrected-params')).toHaveText('month');
    await expect(page).not.toHaveURL(/month=/);
    await expect(page).toHaveURL(/type=debit/);
    await expect(page.getByTestId('table-showing')).toContainText('Showing 1–');
    const requests = await mock.requests();
    const listCalls = requests.filter((r) => r.path.endsWith('/wallet/transactions'));
    expect(listCalls.length).toBeGreaterThan(0);
    // The mock records the query as an object (the fixture's type says string): compare its text.
    expect(listCalls.every((r) => !JSON.stringify(r.query).includes('month'))).toBe(true);
    expect(requests.filter((r) => r.status === 400)).toEqual([]);
  });

  test('add funds: validated before sending, one request per confirmed click, balance updated', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/wallet');
    const before = await apiGet<Summary>(`${mock.url}/api/v1/wallet/summary`, mock.keys.full);
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Add funds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add funds' });
    await expect(dialog.getByLabel('Payment method')).toContainText('Visa •••• 4242');
    await dialog.getByLabel('Amount (USD)').fill('4.99');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('The smallest payment is $5.00.')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('50');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('Add $50.00 to the wallet');
    await dialog.getByRole('button', { name: 'Add $50.00' }).dblclick();
    await expect(page.getByText('Funds added')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(
      formatCents(before.balanceCents + 5000),
    );
    const payments = (await mock.requests()).filter(
      (r) => r.method === 'POST' && r.path.endsWith('/wallet/payments'),
    );
    expect(payments).toHaveLength(1);
  });

  test('a 429 on a payment is explained with the 15-per-minute limit and Retry-After', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.route('**/api/v1/wallet/payments', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '42' },
        body: JSON.stringify({ code: 'rate_limited', message: 'Too many payment requests' }),
      }),
    );
    const dialog = await reviewPayment(page, '25');
    await dialog.getByRole('button', { name: 'Add $25.00' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('limited to 15 per minute');
    await expect(alert).toContainText('42 s (Retry-After)');
    await expect(dialog.getByRole('button', { name: 'Add $25.00' })).toBeDisabled();
  });

  test('a payment 429 asking Retry-After 99999 holds Add funds for the contract’s 60 s, not a day, and says so', async ({
    page,
    connect,
    mock,
  }) => {
    await page.clock.install();
    await connect('full');
    let refused = 0;
    await page.route('**/api/v1/wallet/payments', (route) => {
      if (route.request().method() !== 'POST' || refused > 0) return route.fallback();
      refused += 1;
      return route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '99999' },
        body: JSON.stringify({ code: 'rate_limited', message: 'Too many payment requests' }),
      });
    });
    const dialog = await reviewPayment(page, '25');
    const add = dialog.getByRole('button', { name: 'Add $25.00' });
    await add.click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(
      "The service asked to wait 99999 s (Retry-After), beyond the contract's limit of 60 s, so the console waits 60 s",
    );
    await expect(add).toBeDisabled();
    await page.clock.fastForward(30_000);
    await expect(add, 'still held half-way through the minute').toBeDisabled();
    await page.clock.fastForward(31_000);
    await expect(alert).toContainText('You can try again now.');
    await expect(add, 'a minute later, not a day').toBeEnabled();
    await mock.clearRequests();
    await add.click();
    await expect(page.getByText('Funds added')).toBeVisible();
    expect(
      (await mock.requests()).filter(
        (r) => r.method === 'POST' && r.path.endsWith('/wallet/payments'),
      ),
    ).toHaveLength(1);
  });

  test('a read key sees the wallet but cannot add funds', async ({ page, connect }) => {
    await connect('read');
    await page.goto('/wallet');
    const add = page.getByRole('button', { name: 'Add funds' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute('title', /read-only/);
  });
});
