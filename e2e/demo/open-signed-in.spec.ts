import { axeViolations } from '../axe';
import { test, expect, type Page } from '@playwright/test';

/** No address the tab has been at names a key: each one the page's history went through is recorded. */
async function watchAddresses(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __addresses: string[] };
    w.__addresses = [location.href];
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        original(state, unused, url);
        w.__addresses.push(location.href);
      };
    }
  });
  return seen;
}

async function expectNoKeyInAddresses(page: Page, seen: string[]) {
  const inPage = await page.evaluate(
    () => (window as unknown as { __addresses: string[] }).__addresses,
  );
  for (const address of [...seen, ...inPage, page.url()]) {
    expect(address).not.toMatch(/ccs_/);
  }
  expect(page.url()).not.toContain('demo-as');
  // The link's entry was replaced in place: the tab's history is the blank page it started on and this one.
  expect(await page.evaluate(() => history.length)).toBe(2);
}

test("the demo's own address opens signed in with the full key on the overview, the welcome shown, the connect screen one press away", async ({
  page,
}) => {
  const seen = await watchAddresses(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByTestId('session-identity')).toContainText('full');
  await expect(
    page.getByRole('region', { name: 'Welcome to the Cloud Console demo' }),
  ).toBeVisible();
  for (const address of [...seen, page.url()]) expect(address).not.toMatch(/ccs_/);
  await page.getByRole('button', { name: 'Connect as someone else' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect to Cloud Console' }),
  ).toBeVisible();
  // Signed out on purpose: a reload of the connect screen stays there.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect to Cloud Console' }),
  ).toBeVisible();
});

test('a full-key link opens the named page signed in; no key in any address; axe-clean', async ({
  page,
}) => {
  const seen = await watchAddresses(page);
  await page.goto('/?demo-as=full&demo-page=/volumes');
  await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/volumes');
  await expect(page.getByTestId('session-identity')).toContainText('full');
  await expect(page.getByRole('button', { name: 'Create volume' })).toBeEnabled();
  await expectNoKeyInAddresses(page, seen);
  expect(await axeViolations(page)).toEqual([]);
});

test('a read-only link: writes disabled with the reason', async ({ page }) => {
  const seen = await watchAddresses(page);
  await page.goto('/?demo-as=read&demo-page=/volumes');
  await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
  await expect(page.getByTestId('session-identity')).toContainText('read');
  const create = page.getByRole('button', { name: 'Create volume' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAttribute('title', /read-only/);
  await expectNoKeyInAddresses(page, seen);
});

test('a team member link shows who the key acts as', async ({ page }) => {
  const seen = await watchAddresses(page);
  await page.goto('/?demo-as=member&demo-page=/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByTestId('session-identity')).toContainText(
    /Acme Robotics · key .+(full|scope unknown)/,
  );
  await expectNoKeyInAddresses(page, seen);
});

test('a suspended link lands on the connect screen with the refusal explained, and stays there', async ({
  page,
}) => {
  const seen = await watchAddresses(page);
  await page.goto('/?demo-as=suspended&demo-page=/wallet');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect to Cloud Console' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('zero-balance lock');
  await expect(page.getByRole('alert')).toContainText('401 invalid_token');
  expect(new URL(page.url()).pathname).toBe('/connect');
  // No loop: a while later it is still the connect screen, loaded once.
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).pathname).toBe('/connect');
  await expectNoKeyInAddresses(page, seen);
  expect(await axeViolations(page)).toEqual([]);
});

test('a page outside the console goes to the overview', async ({ page }) => {
  await page.goto('/?demo-as=full&demo-page=//evil.example/volumes');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the welcome shows once and stays dismissed after a reload, by keyboard', async ({ page }) => {
  await page.goto('/?demo-as=full&demo-page=/');
  const welcome = page.getByRole('region', { name: 'Welcome to the Cloud Console demo' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('nothing you do reaches a real service or bills anyone');
  const dismiss = page.getByRole('button', { name: 'Dismiss the welcome' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset demo' })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test('the banner lists the four links and reaches the connect screen in one press', async ({
  page,
}) => {
  await page.goto('/?demo-as=full&demo-page=/instances');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await page.getByText('Demo links').click();
  for (const [role, name] of [
    ['full', 'full key'],
    ['read', 'read-only key'],
    ['member', 'team member'],
    ['suspended', 'suspended account'],
  ]) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/?demo-as=${role}&demo-page=%2Finstances`,
    );
  }
  // A link from the list, followed: the same page as the read-only key.
  await page.getByRole('link', { name: 'read-only key', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await expect(page.getByTestId('session-identity')).toContainText('read');
  expect(page.url()).not.toContain('demo-as');

  await page.getByRole('button', { name: 'Connect as someone else' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect to Cloud Console' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo keys' })).toBeVisible();
});
