/**
 * Sign-out reaches every tab, also one that was showing another site at the time (audit F1), and
 * ends the tabs' reads instead of sending them again without a key (F3).
 */
import { expect, test } from './fixtures';

test('a tab that was on another site at sign-out comes back signed out (Back and reload), with nothing kept', async ({ page, context, connect, mock }) => {
  await connect('full');
  const elsewhere = await context.newPage();
  await elsewhere.goto('/vpcs');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  expect(await elsewhere.evaluate(() => sessionStorage.getItem('cc.session'))).toContain(mock.keys.full);
  // Another site in the same tab: the console's page is gone, its sessionStorage stays.
  await elsewhere.goto(`${mock.url}/__mock/keys`);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  await mock.clearRequests();

  await elsewhere.goBack();
  await expect(elsewhere.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  expect(await elsewhere.evaluate(() => sessionStorage.getItem('cc.session'))).toBeNull();
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  const served = (await mock.requests()).filter((r) => r.path.startsWith('/api/v1/') && r.status < 400);
  expect(served, 'answers the service gave the tab after the sign-out').toEqual([]);
});

test('signing out with three tabs open sends no read without a key', async ({ page, context, connect, mock }) => {
  await connect('full');
  const others = [await context.newPage(), await context.newPage()];
  await others[0]!.goto('/instances');
  await others[1]!.goto('/wallet');
  await expect(others[0]!.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await expect(others[1]!.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await mock.clearRequests();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  for (const tab of [page, ...others]) await expect(tab.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  await page.waitForTimeout(1500);
  const unauthorized = (await mock.requests()).filter((r) => r.status === 401);
  expect(unauthorized, 'reads sent again without a key').toEqual([]);
});

test('Connect says what it waits for when the address is rate limited, and can try now', async ({ page, mock }) => {
  await mock.setFaults([{ route: 'GET /api/v1/account', kind: 'rate_limit', retryAfter: 30, rate: 1 }]);
  await page.goto('/connect');
  await page.getByLabel('API key').fill(mock.keys.full);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'Checking the key…' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'The service asked to wait (rate limit)' });
  await expect(status).toContainText(/the key is checked in \d+ s/);
  await mock.setFaults([]);
  await status.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});
