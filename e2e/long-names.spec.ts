/**
 * Names are anybody's text: the longest name the contract allows, without a space, must not push a
 * row's actions out of view or scroll the page sideways, on a desktop or a phone; and a right-to-left
 * override inside a name must stay inside it (isolated with <bdi>), in tables and confirmations.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const KEY_NAME = `deploy-key-${'x'.repeat(53)}`; // 64, the most a key name may have
const POLICY_NAME = `disk-watch-${'y'.repeat(69)}`; // 80
const SUBJECT = `invoice-question-${'z'.repeat(183)}`; // 200
const BIDI = 'invoice\u202Egpj.exe';

async function create(mockUrl: string, token: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${mockUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
}

/** The page does not scroll sideways, and the control's right edge is inside the viewport and any scroll box around it. */
async function expectInView(page: Page, control: ReturnType<Page['getByRole']>): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal page scroll in px').toBeLessThanOrEqual(0);
  await control.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200),
  );
  const clipped = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    let right = document.documentElement.clientWidth;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (/(auto|scroll|hidden)/.test(getComputedStyle(parent).overflowX))
        right = Math.min(right, parent.getBoundingClientRect().right);
    }
    return rect.right - right;
  });
  expect(clipped, 'px of the control cut off on the right').toBeLessThanOrEqual(1);
  await expect(control).toBeVisible();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`long and bidi names, ${viewport.name} ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ mock }) => {
      const token = mock.keys.full;
      await create(mock.url, token, '/api-keys', {
        name: KEY_NAME,
        scope: 'read',
        expiresInDays: null,
      });
      await create(mock.url, token, '/api-keys', { name: BIDI, scope: 'read', expiresInDays: 30 });
      await create(mock.url, token, '/monitoring/alert-policies', {
        name: POLICY_NAME,
        metric: 'disk',
        thresholdPercent: 90,
        durationMinutes: 5,
      });
      await create(mock.url, token, '/monitoring/alert-policies', {
        name: BIDI,
        metric: 'cpu',
        thresholdPercent: 80,
        durationMinutes: 5,
      });
      await create(mock.url, token, '/tickets', { subject: SUBJECT, message: 'A long subject.' });
    });

    test('keys: Revoke stays in view and the bidi name stays isolated in the confirmation', async ({
      page,
      connect,
    }) => {
      await connect('full');
      await page.goto('/api-keys');
      await expectInView(page, page.getByRole('button', { name: `Revoke ${KEY_NAME}` }));
      await expectInView(page, page.getByRole('button', { name: `Revoke ${BIDI}` }));
      await expect(page.getByRole('rowheader', { name: BIDI }).locator('bdi')).toHaveText(BIDI);
      await page.getByRole('button', { name: `Revoke ${BIDI}` }).click();
      const dialog = page.getByRole('dialog', { name: `Revoke “${BIDI}”?` });
      // The override ends with the name: the closing quote and question mark are outside the isolate.
      await expect(dialog.getByRole('heading').locator('bdi')).toHaveText(BIDI);
      await expectInView(page, dialog.getByRole('button', { name: 'Revoke key' }));
    });

    test('alert policies: Edit and Delete stay in view; the delete confirmation isolates the name', async ({
      page,
      connect,
    }) => {
      await connect('full');
      await page.goto('/alerts');
      await expectInView(page, page.getByRole('button', { name: `Edit ${POLICY_NAME}` }));
      await expectInView(page, page.getByRole('button', { name: `Delete ${POLICY_NAME}` }));
      await page.getByRole('button', { name: `Delete ${BIDI}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading').locator('bdi')).toHaveText(BIDI);
      await expect(dialog.getByRole('heading')).toHaveText(`Delete ${BIDI}?`);
    });

    test('tickets: a 200-character subject wraps and leaves the status in view', async ({
      page,
      connect,
    }) => {
      await connect('full');
      await page.goto('/tickets');
      const link = page.getByRole('link', { name: SUBJECT });
      const row = page.getByRole('row').filter({ has: link });
      await expectInView(page, row.getByText(/^(Open|Answered)$/));
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUBJECT);
      await expectInView(page, page.getByRole('button', { name: 'Close ticket' }));
    });

    test('webhook endpoints: a page with a delivery log, opened afresh, does not scroll sideways', async ({
      page,
      connect,
      mock,
    }) => {
      await connect('full');
      const answer = await fetch(`${mock.url}/api/v1/webhooks/endpoints`, {
        headers: { authorization: `Bearer ${mock.keys.full}` },
      });
      const { items } = (await answer.json()) as { items: Array<{ id: string }> };
      for (const { id } of items) {
        await page.goto(`/webhooks/${id}`);
        await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
        await expect(page.getByText('Loading the delivery log')).toBeHidden();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `/webhooks/${id}: horizontal page scroll in px`).toBeLessThanOrEqual(0);
      }
    });

    test('instances: the seeded 146-character name keeps the row menu in view, list and detail', async ({
      page,
      connect,
    }) => {
      await connect('full');
      await page.goto('/instances?q=a-very-long-instance-name');
      const link = page.getByRole('link', { name: /^a-very-long-instance-name/ });
      const row = page.getByRole('row').filter({ has: link });
      await expectInView(page, row.getByRole('button', { name: /Actions for/ }));
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'a-very-long-instance-name',
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
