/**
 * Sign-out reaches every tab, also one that was showing another site at the time (audit F1), and
 * ends the tabs' reads instead of sending them again without a key (F3).
 */
import { expect, hold, spendBudget, test } from './fixtures';

test('a tab that was on another site at sign-out comes back signed out (Back and reload), with nothing kept', async ({
  page,
  context,
  connect,
  mock,
}) => {
  await connect('full');
  const elsewhere = await context.newPage();
  await elsewhere.goto('/vpcs');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  expect(await elsewhere.evaluate(() => sessionStorage.getItem('cc.session'))).toContain(
    mock.keys.full,
  );
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
  const served = (await mock.requests()).filter(
    (r) => r.path.startsWith('/api/v1/') && r.status < 400,
  );
  expect(served, 'answers the service gave the tab after the sign-out').toEqual([]);
});

test('signing out with three tabs open sends no read without a key', async ({
  page,
  context,
  connect,
  mock,
}) => {
  await connect('full');
  const others = [await context.newPage(), await context.newPage()];
  await others[0]!.goto('/instances');
  await others[1]!.goto('/wallet');
  await expect(others[0]!.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await expect(others[1]!.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await mock.clearRequests();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  for (const tab of [page, ...others])
    await expect(tab.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  await page.waitForTimeout(1500);
  const unauthorized = (await mock.requests()).filter((r) => r.status === 401);
  expect(unauthorized, 'reads sent again without a key').toEqual([]);
});

test('a read on its way at the sign-out (a slow network) does not reach the service after it, and nothing else goes out', async ({
  page,
  connect,
  mock,
}) => {
  await connect('full');
  await page
    .getByRole('navigation', { name: 'Resources' })
    .getByRole('link', { name: 'API explorer', exact: true })
    .click();
  await expect(page.getByTestId('explorer-document')).toContainText('72 operations', {
    timeout: 15_000,
  });
  await page.getByRole('searchbox', { name: 'Find an operation' }).fill('listVpcs');
  await page
    .getByRole('link', { name: /^GET\s+\/vpcs(\s|$)/ })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  // The explorer's read (a person's send, not a page's query) held on its way, as a slow network would.
  const release = await hold(page, '**/api/v1/vpcs', 'GET');
  await page.getByRole('button', { name: 'Send GET' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible();
  await mock.clearRequests();
  const keyed: string[] = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname.startsWith('/api/v1/') &&
      request.headers()['authorization']
    )
      keyed.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  release();
  await page.waitForTimeout(1500);
  expect(await mock.requests(), 'requests the service received after the sign-out').toEqual([]);
  expect(keyed, 'requests with the key sent after the sign-out').toEqual([]);
});

test('a read on its way in another tab at the sign-out does not reach the service after it', async ({
  page,
  context,
  connect,
  mock,
}) => {
  await connect('full');
  const other = await context.newPage();
  await other.goto('/explorer?op=listVpcs');
  await expect(other.getByRole('button', { name: 'Send GET' })).toBeVisible({ timeout: 15_000 });
  await other.waitForLoadState('networkidle');
  const release = await hold(other, '**/api/v1/vpcs', 'GET');
  await other.getByRole('button', { name: 'Send GET' }).click();
  await expect(other.getByRole('button', { name: 'Sending…' })).toBeVisible();
  await mock.clearRequests();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  release();
  await other.waitForTimeout(1500);
  expect(await mock.requests(), 'requests the service received after the sign-out').toEqual([]);
});

test('reads held for the request budget at the sign-out are dropped, not sent when the budget frees', async ({
  page,
  connect,
  mock,
}) => {
  await connect('full');
  // The service's figures: nothing left this minute, for 5 s more.
  await spendBudget(page, 5);
  await page
    .getByRole('navigation', { name: 'Resources' })
    .getByRole('link', { name: 'Volumes', exact: true })
    .click();
  await expect(page.getByRole('main').getByTestId('held-wait')).toBeVisible();
  await mock.clearRequests();
  const sent: string[] = [];
  page.on(
    'request',
    (request) =>
      void (
        new URL(request.url()).pathname.startsWith('/api/v1/') &&
        sent.push(`${request.method()} ${request.url()}`)
      ),
  );
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  // Past the 5 s the budget waited for.
  await page.waitForTimeout(7000);
  expect(sent, 'requests sent after the sign-out').toEqual([]);
  expect(await mock.requests()).toEqual([]);
});

test('Connect says what it waits for when the address is rate limited, and can try now', async ({
  page,
  mock,
}) => {
  await mock.setFaults([
    { route: 'GET /api/v1/account', kind: 'rate_limit', retryAfter: 30, rate: 1 },
  ]);
  await page.goto('/connect');
  await page.getByLabel('API key').fill(mock.keys.full);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'Checking the key…' })).toBeVisible();
  const status = page
    .getByRole('status')
    .filter({ hasText: 'The service asked to wait (rate limit)' });
  await expect(status).toContainText(/the key is checked in \d+ s/);
  await mock.setFaults([]);
  await status.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});
