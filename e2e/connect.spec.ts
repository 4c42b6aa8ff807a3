import { test, expect, connectWith } from './fixtures';
import { NAV_ITEMS } from './nav';

test.describe('connect and session', () => {
  test('the full key reaches every resource route, and the key stays out of URLs and localStorage', async ({
    page,
    connect,
    mock,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await connect('full');
    await expect(page.getByTestId('session-identity')).toContainText('full');
    for (const item of NAV_ITEMS) {
      await page
        .getByRole('navigation', { name: 'Resources' })
        .getByRole('link', { name: item.label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${item.to === '/' ? '/$' : item.to}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(urls.some((url) => url.includes(mock.keys.full))).toBe(false);
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toContain(mock.keys.full);
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(session).toContain(mock.keys.full);
  });

  test('a wrong key is explained and keeps the user on the connect screen', async ({
    page,
    mock,
  }) => {
    await connectWith(page, `${mock.keys.full.slice(0, -4)}zzzz`);
    await expect(page.getByRole('alert')).toContainText('The service refused this key');
    await expect(page.getByRole('alert')).toContainText('401 invalid_token');
    await expect(page).toHaveURL(/\/connect/);
  });

  test('the suspended account key gets the same explanation, naming the zero balance', async ({
    page,
    mock,
  }) => {
    await connectWith(page, mock.keys.suspended);
    await expect(page.getByRole('alert')).toContainText('zero');
    await expect(page).toHaveURL(/\/connect/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('an empty key is refused before any request', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/v1') && apiCalls.push(request.url()),
    );
    await page.goto('/connect');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Paste an API key.', { exact: true })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test('reload keeps the session for the tab; sign out forgets it', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/volumes');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/connect/);
    await expect(page.getByText('You signed out')).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(stored).not.toContain(mock.keys.full);
    await page.goto('/volumes');
    await expect(page).toHaveURL(/\/connect\?redirect=%2Fvolumes/);
  });

  test('remember on this device is an explicit opt-in with a warning', async ({ page, mock }) => {
    await page.goto('/connect');
    await page.getByLabel('API key').fill(mock.keys.read);
    await page.getByLabel('Remember on this device').check();
    await expect(page.getByText('stay in this browser’s storage')).toBeVisible();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(
      mock.keys.read,
    );
  });

  test('a 401 later returns to connect with the reason, then back to the same page', async ({
    page,
    mock,
  }) => {
    const api = `${mock.url}/api/v1/api-keys`;
    const auth = { authorization: `Bearer ${mock.keys.full}`, 'content-type': 'application/json' };
    const created = await (
      await fetch(api, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'e2e-temp', scope: 'full', expiresInDays: 1 }),
      })
    ).json();
    await connectWith(page, created.token);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.goto('/volumes');
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    // Someone revokes the key the console is using: the next request answers 401.
    await fetch(`${api}/${created.key.id}`, { method: 'DELETE', headers: auth });
    // The next request meets the 401: the click's, or a background read that gets there first (then
    // the console has already left the page and the link is gone).
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Instances', exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/connect/);
    await expect(page.getByText('Your session ended')).toBeVisible();
    const back = new URL(page.url()).searchParams.get('redirect');
    expect(back).toMatch(/^\/(instances|volumes)/);
    await page.getByLabel('API key').fill(mock.keys.full);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(new RegExp(back!));
  });
});

test('a tab without a key whose tabs-channel file cannot be fetched acts alone: it asks for a key, and connecting works', async ({
  page,
  mock,
}) => {
  // The channel that asks the open tabs for their session is a file of its own; a deploy may have
  // replaced it. The console still starts (not a blank page): with no tab to ask, it asks for the
  // key, and signing in works without telling other tabs (src/api/session/load-session-channel.ts).
  const asked: string[] = [];
  await page.route('**/assets/session-channel-*.js', (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/instances');
  await expect(page.getByLabel('API key')).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  await page.getByLabel('API key').fill(mock.keys.full);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Instances' }).getByRole('link').first(),
  ).toBeVisible();
});

test('pages without the theme toggle (Connect) follow the device’s theme as it changes, unless a theme was chosen', async ({
  page,
  connect,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/connect');
  await expect(page.getByRole('heading', { name: 'Connect to Cloud Console' })).toBeVisible();
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  // A chosen theme stays, whatever the device does.
  await connect('full');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme: system/ })
    .click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(200);
  await expect(html, 'light was chosen').not.toHaveClass(/\bdark\b/);
});
