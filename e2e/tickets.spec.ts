import { test, expect, settled } from './fixtures';
import { readFile } from 'node:fs/promises';
import { formatNumber } from '../src/lib/format';
import { parseCsv } from '../src/test/parse-csv';
import type { components } from '../src/api/schema.gen';

type TicketList = {
  total: number;
  items: components['schemas']['Ticket'][];
  stats: components['schemas']['TicketStats'];
};

async function apiGet<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const HOSTILE_SUBJECT = '<img src=x onerror="window.__pwned=1">';
const HOSTILE_MESSAGE = '<script>window.__pwned=1</script>';

test.describe('tickets', () => {
  test('status cards show the mock’s counts and apply the filter; a bad status is corrected', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const all = await apiGet<TicketList>(`${mock.url}/api/v1/tickets?limit=1`, mock.keys.full);
    await page.goto('/tickets');
    for (const status of ['open', 'answered', 'closed'] as const) {
      await expect(page.getByTestId(`stat-${status}`)).toContainText(
        formatNumber(all.stats.byStatus[status]),
      );
    }
    await page.getByTestId('stat-closed').click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(page.getByTestId('stat-closed')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('table-showing')).toContainText(
      `of ${formatNumber(all.stats.byStatus.closed)}`,
    );
    await expect(
      page.getByRole('table', { name: 'Tickets' }).locator('tbody tr').first(),
    ).toContainText('Closed');

    await mock.clearRequests();
    await page.goto('/tickets?status=bogus');
    await expect(page.getByTestId('corrected-params')).toHaveText('status');
    await expect(page.getByTestId('table-showing')).toContainText(`of ${formatNumber(all.total)}`);
    expect((await mock.requests()).filter((r) => r.status === 400)).toEqual([]);
  });

  test('Export CSV of the open tickets downloads exactly the filtered total', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const expected = await apiGet<TicketList>(
      `${mock.url}/api/v1/tickets?status=open&limit=1`,
      mock.keys.full,
    );
    await page.goto('/tickets?status=open');
    await expect(page.getByTestId('table-showing')).toContainText(
      `of ${formatNumber(expected.total)}`,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
    const rows = parseCsv(text).filter((row) => row.some((cell) => cell !== ''));
    expect(rows[0]).toEqual([
      'ID',
      'Subject',
      'Status',
      'Messages',
      'Instance',
      'Opened',
      'Last update',
    ]);
    expect(rows.length - 1).toBe(expected.total);
    expect(rows.slice(1).every((row) => row[2] === 'open')).toBe(true);
  });

  test('open a ticket, reply, see the mock’s support answer, close it, and reopen it with a reply', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/tickets');
    await page.getByTestId('stat-answered').click();
    await expect(page).toHaveURL(/status=answered/);
    const table = page.getByRole('table', { name: 'Tickets' });
    await settled(table);
    await expect(table.locator('tbody tr').first()).toContainText('Answered');
    const link = table.getByRole('link').first();
    const subject = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    const status = page.getByTestId('ticket-status');
    await expect(status).toContainText('Answered');
    const ticketId = page.url().split('/tickets/')[1]!;

    const messages = page.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
    const before = await messages.count();
    await page
      .getByLabel('Reply', { exact: true })
      .fill('It happened again.\nSecond line of the reply.');
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Send reply' }).click();
    // The reply's answer is shown at once: the new message and the status.
    await expect(status).toContainText('Open');
    await expect(messages).toHaveCount(before + 1);
    await expect(messages.last()).toContainText('It happened again.\nSecond line of the reply.', {
      useInnerText: true,
    });
    await expect(page.getByLabel('Reply', { exact: true })).toHaveValue('');
    await expect(page.getByText('Waiting for support to answer')).toBeVisible();

    // The mock's support answers after ~1.5 s; the page finds it by polling.
    await expect(status).toContainText('Answered', { timeout: 15_000 });
    await expect(messages).toHaveCount(before + 2);
    await expect(messages.last()).toContainText('Support');
    const gets = async () =>
      (await mock.requests()).filter(
        (r) => r.method === 'GET' && r.path.endsWith(`/tickets/${ticketId}`),
      ).length;
    const polled = await gets();
    expect(polled).toBeGreaterThan(0);
    await page.waitForTimeout(4500);
    expect(await gets()).toBe(polled);

    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this ticket?' });
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toContainText('Closed');
    await expect(page.getByRole('button', { name: 'Close ticket' })).toBeDisabled();
    // The button that opened the dialog is disabled now: the focus is on the page, not lost.
    await expect(page.locator('#main')).toBeFocused();

    await page.getByLabel('Reply (sending reopens the ticket)').fill('One more question.');
    await page.getByRole('button', { name: 'Reopen and send' }).click();
    await expect(status).toContainText('Open');
    await expect(status).toContainText('Answered', { timeout: 15_000 });

    // The list shows the new status without waiting for its cache to expire.
    await page.getByRole('link', { name: '← Tickets' }).click();
    const row = page
      .getByRole('table', { name: 'Tickets' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: subject, exact: true }) });
    await expect(row.first()).toContainText('Answered');
  });

  test('hostile ticket text renders inert, as literal text', async ({ page, connect }) => {
    await connect('full');
    await page.goto('/tickets/new');
    await page.getByLabel('Subject').fill(HOSTILE_SUBJECT);
    await page.getByLabel('Message').fill(HOSTILE_MESSAGE);
    await page.getByRole('button', { name: 'Open ticket' }).click();
    await expect(page).toHaveURL(/\/tickets\/tkt_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_SUBJECT);
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(HOSTILE_MESSAGE);
    await expect(page.getByTestId('ticket-status')).toContainText('Answered', { timeout: 15_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await page.goto('/tickets');
    await expect(page.getByRole('link', { name: HOSTILE_SUBJECT }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a new ticket is validated before sending and can name a related instance', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await mock.clearRequests();
    await page.goto('/tickets/new');
    await page.getByLabel('Subject').fill('ab');
    await page.getByRole('button', { name: 'Open ticket' }).click();
    await expect(page.getByText('Write a subject of at least 3 characters.')).toBeVisible();
    await expect(page.getByText('Write a message.')).toBeVisible();
    expect((await mock.requests()).filter((r) => r.method === 'POST')).toEqual([]);

    const select = page.getByLabel('Related instance');
    await expect(select.locator('option')).not.toHaveCount(1);
    const instanceId = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(instanceId!);
    await page.getByLabel('Subject').fill('Disk is slow');
    await page.getByLabel('Message').fill('Since yesterday.');
    await page.getByRole('button', { name: 'Open ticket' }).dblclick();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disk is slow');
    await expect(page.getByTestId('ticket-status')).toContainText('Open');
    await expect(page.getByRole('button', { name: 'Copy instance ID' })).toContainText(instanceId!);
    expect(
      (await mock.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/tickets')),
    ).toHaveLength(1);
  });

  test('a read key can read tickets but every write is disabled with the reason', async ({
    page,
    connect,
  }) => {
    await connect('read');
    await page.goto('/tickets');
    await expect(page.getByRole('button', { name: 'New ticket' })).toBeDisabled();
    await page.getByRole('table', { name: 'Tickets' }).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Close ticket' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Send reply|Reopen and send/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Send reply|Reopen and send/ })).toHaveAttribute(
      'title',
      /read-only/,
    );
  });
});
