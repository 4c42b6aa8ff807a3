import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { NAV_ITEMS } from './nav';

/** Names of controls that change something. Kept generic so it holds for pages still being built. */
const WRITE =
  /create|deploy|add|new|delete|revoke|destroy|start|stop|reboot|attach|detach|reserve|release|restore|reply|close|ping|enable|save/i;

/**
 * Enabled buttons whose accessible name (matched by Playwright) is a write word, read in one go so a
 * re-render between steps cannot leave a stale handle. Buttons that only read are left out even
 * when their names match: click-to-copy values ("Copy IP address …"), column-sort headers
 * ("Created") and filter toggles (aria-pressed, "Closed 110").
 */
async function enabledWriteButtons(page: Page): Promise<string[]> {
  return page.getByRole('button', { name: WRITE }).evaluateAll((buttons) =>
    buttons
      .filter(
        (button) =>
          !(button as HTMLButtonElement).disabled &&
          !button.closest('[aria-disabled="true"], fieldset:disabled'),
      )
      .filter(
        (button) =>
          !/^Copy\b/.test(button.getAttribute('aria-label') ?? '') &&
          !button.hasAttribute('aria-pressed'),
      )
      .filter((button) => !button.closest('th, [role="columnheader"]'))
      // The top bar's count of what needs attention ("…: 11 new") opens a list, it writes nothing.
      .filter((button) => button.getAttribute('data-testid') !== 'attention-button')
      .map((button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
  );
}

/**
 * Client-side navigation. A full page load of /api-keys… is not possible against `vite preview`:
 * its '/api' proxy prefix also catches /api-keys and sends it to the mock.
 */
async function spaGoto(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Spinners gone: the page has what it loads, including its write controls.
  await expect(page.locator('[role="status"]:has(.animate-spin), [aria-busy="true"]')).toHaveCount(
    0,
    { timeout: 15_000 },
  );
}

test('a read key sees no enabled write control on any page and sends no write request', async ({
  page,
  connect,
  mock,
}) => {
  test.setTimeout(180_000);
  const writesSeen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1') && !['GET', 'HEAD'].includes(request.method()))
      writesSeen.push(`${request.method()} ${url.pathname}`);
  });
  await connect('read');
  await expect(page.getByTestId('session-identity')).toContainText('read');

  const offenders: string[] = [];
  const tour = [
    ...NAV_ITEMS.map((item) => ({ to: item.to as string, label: item.label as string | null })),
    { to: '/api-keys/replace', label: null },
  ];
  for (const stop of tour) {
    if (stop.label)
      await page
        .getByRole('navigation', { name: 'Resources' })
        .getByRole('link', { name: stop.label, exact: true })
        .click();
    else await spaGoto(page, stop.to);
    await expect(page).toHaveURL(new RegExp(`${stop.to === '/' ? '/$' : stop.to}`));
    await settle(page);
    for (const name of await enabledWriteButtons(page)) offenders.push(`${stop.to}: “${name}”`);
  }
  expect(offenders, 'enabled write controls seen with a read key').toEqual([]);
  // Anything queued late (polling, prefetch) would still show up here.
  await page.waitForTimeout(1000);
  expect(writesSeen).toEqual([]);
  const served = (await mock.requests()).filter(
    (request) => request.path.startsWith('/api/v1') && request.method !== 'GET',
  );
  expect(served).toEqual([]);
});
