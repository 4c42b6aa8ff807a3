import { axeViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { test, expect, hold } from './fixtures';

/**
 * Where the keyboard's focus goes in the forms and confirmations, driven by the keyboard only
 * (focus() stands for the Tabs that reach the starting button): a refused submit focuses the
 * first invalid field, whose description reads its error; each step of a dialog starts on its
 * field or its confirm; a confirmation without fields opens on Cancel.
 */

async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

async function expectInvalid(field: Locator, error: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    error instanceof RegExp ? error : new RegExp(error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

const posts = async (mock: { requests(): Promise<Array<{ method: string }>> }) =>
  (await mock.requests()).filter((r) => r.method === 'POST');

test.describe('form focus', () => {
  test('new ticket: a refused submit focuses the first invalid field, then the next one', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/tickets/new');
    await mock.clearRequests();
    const subject = page.getByLabel('Subject');
    await press(page.getByRole('button', { name: 'Open ticket' }));
    await expect(subject).toBeFocused();
    await expectInvalid(subject, 'Write a subject of at least 3 characters.');
    await page.keyboard.type('Disk is slow');
    await press(page.getByRole('button', { name: 'Open ticket' }));
    const message = page.getByLabel('Message');
    await expect(message).toBeFocused();
    await expectInvalid(message, 'Write a message.');
    expect(await posts(mock)).toEqual([]);
  });

  test('webhook endpoint: a refused submit focuses the URL, then the events group', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/webhooks');
    await press(page.getByRole('button', { name: 'Add endpoint' }));
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = form.getByLabel('Endpoint URL');
    await expect(url).toBeFocused();
    await mock.clearRequests();
    await press(form.getByRole('button', { name: 'Add endpoint' }));
    await expect(url).toBeFocused();
    await expectInvalid(url, 'Enter the URL of the endpoint.');

    await url.press('ControlOrMeta+a');
    await page.keyboard.type('https://hooks.focus.example.com/cloud');
    await press(form.getByRole('button', { name: 'Add endpoint' }));
    const events = form.getByRole('group', { name: /^Events/ });
    await expectInvalid(events, 'Choose at least one event.');
    await expect(events.getByRole('checkbox').first()).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(await posts(mock)).toEqual([]);
  });

  test('deploy: a refused review focuses the first invalid field; the summary names and links every field, anew each time', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/instances/deploy');
    await mock.clearRequests();
    const review = page.getByRole('button', { name: 'Review deploy' });
    await press(review);
    const name = page.getByLabel('Name');
    await expect(name).toBeFocused();
    await expectInvalid(name, 'Enter a name for the server.');
    const summary = page.getByRole('alert').filter({ hasText: 'Check the form' });
    await expect(summary).toContainText('4 fields need attention');
    await expect(summary.getByRole('link')).toHaveText([
      'Name',
      'Region',
      'Plan',
      'Operating system image',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // A link of the summary takes the focus to its field.
    await press(summary.getByRole('link', { name: 'Operating system image' }));
    await expect(page.getByLabel('Operating system image')).toBeFocused();

    // The same count again is a new alert (announced again); the focus goes to the region group.
    await summary.evaluate((element) => element.setAttribute('data-seen', ''));
    await name.focus();
    await page.keyboard.type('focus-1');
    await press(review);
    const region = page.getByRole('group', { name: 'Region' });
    await expectInvalid(region, 'Choose a region.');
    // The first enabled choice of the group (none is chosen yet).
    await expect(region.getByRole('radio', { name: /New Jersey/ })).toBeFocused();
    await expect(summary).toContainText('3 fields need attention');
    await press(review);
    await expect(region.getByRole('radio', { name: /New Jersey/ })).toBeFocused();
    await expect(summary).toContainText('3 fields need attention');
    await expect(page.locator('[role="alert"][data-seen]')).toHaveCount(0);
    expect(await posts(mock)).toEqual([]);
  });

  test('add funds: focus on the first field once the methods load, the confirm on review, the amount after Change', async ({
    page,
    connect,
  }) => {
    await connect('full');
    // Hold the saved methods so the dialog first shows "Loading saved payment methods".
    const release = await hold(page, '**/api/v1/wallet/payment-methods');
    await page.goto('/wallet');
    await press(page.getByRole('button', { name: 'Add funds' }));
    const dialog = page.getByRole('dialog', { name: 'Add funds' });
    await expect(dialog.getByText('Loading saved payment methods')).toBeVisible();
    release();
    await expect(dialog.getByLabel('Payment method')).toBeFocused();

    await page.keyboard.press('Tab');
    const amount = dialog.getByLabel('Amount (USD)');
    await expect(amount).toBeFocused();
    await page.keyboard.type('4.99');
    await page.keyboard.press('Enter');
    await expect(amount).toBeFocused();
    await expectInvalid(amount, 'The smallest payment is $5.00.');

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('25');
    await page.keyboard.press('Enter');
    const confirm = dialog.getByRole('button', { name: 'Add $25.00' });
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Change' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('25');
  });

  async function expectOpensOnCancel(
    page: Page,
    opener: Locator,
    name: string | RegExp,
    cancel = 'Cancel',
  ) {
    await press(opener);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('button', { name: cancel, exact: true })).toBeFocused();
    // Tab order is unchanged ("Show the request" before Cancel), and Escape gives the focus back.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: /Show the request/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  test('confirmations without fields open on Cancel', async ({ page, connect }) => {
    await connect('full');
    await page.goto('/tickets?status=open');
    await page.getByRole('table', { name: 'Tickets' }).getByRole('link').first().click();
    await expectOpensOnCancel(
      page,
      page.getByRole('button', { name: 'Close ticket' }),
      'Close this ticket?',
      'Keep open',
    );

    await page.goto('/api-keys');
    const revoke = page
      .getByTestId('api-key-row')
      .filter({ has: page.getByRole('rowheader', { name: 'Grafana dashboards' }) })
      .getByRole('button', { name: /^Revoke/ });
    await expectOpensOnCancel(page, revoke, /^Revoke/);
  });

  test('a confirmation with a field still opens on its field', async ({ page, connect }) => {
    await connect('full');
    await page.goto('/instances?status=running&sort=name');
    await page.getByRole('table', { name: 'Instances' }).getByRole('link').first().click();
    await press(page.getByRole('button', { name: 'Destroy…' }));
    await expect(
      page.getByRole('dialog', { name: /^Destroy / }).getByLabel(/Type .* to confirm/),
    ).toBeFocused();
  });
});
