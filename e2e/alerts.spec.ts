import { test, expect } from './fixtures';

test.describe('alert policies', () => {
  test('lists policies and says alerts go by e-mail to the owner only', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Alerts', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alert policies' })).toBeVisible();
    await expect(page.getByText('Alerts go by e-mail to the account owner only')).toBeVisible();
    await expect(page.getByText(/no webhook, chat or pager/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Alert policies' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table).toContainText('CPU above 90 % for 10 min');
    // A hostile name is text, not markup.
    await expect(
      table.getByRole('rowheader', { name: 'Disk <img src=x onerror=alert(1)>' }),
    ).toBeVisible();
  });

  test('create, edit and delete a policy', async ({ page, connect, mock }) => {
    await connect('full');
    await page.goto('/alerts');
    await page.getByRole('button', { name: 'New policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert policy' });
    await dialog.getByLabel('Name').fill('E2E disk watch');
    await dialog.getByLabel('Metric').selectOption('disk');
    await dialog.getByLabel('Threshold (%)').fill('0');
    await dialog.getByLabel('For at least (minutes)').fill('1441');
    await dialog.getByRole('button', { name: 'Create policy' }).click();
    await expect(dialog.getByText('At least 1 %.')).toBeVisible();
    await expect(dialog.getByText('At most 1440 minutes.')).toBeVisible();
    expect((await mock.requests()).filter((r) => r.method === 'POST')).toHaveLength(0);

    await dialog.getByLabel('Threshold (%)').fill('70');
    await dialog.getByLabel('For at least (minutes)').fill('15');
    const firstOption = dialog.getByLabel('Applies to').locator('option').nth(1);
    const instanceName = (await firstOption.textContent())!.replace(/[\u2068\u2069]/g, '');
    await dialog.getByLabel('Applies to').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Create policy' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'E2E disk watch' });
    await expect(row).toContainText('Disk above 70 % for 15 min');
    await expect(row).toContainText(instanceName);
    await expect(row).toContainText('Enabled');

    await row.getByRole('button', { name: 'Edit E2E disk watch' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit E2E disk watch' });
    await expect(edit.getByLabel('Metric')).toBeDisabled();
    await edit.getByLabel('Name').fill('E2E disk watch (all)');
    await edit.getByLabel('Threshold (%)').fill('88');
    await edit.getByLabel('Applies to').selectOption('');
    await edit.getByLabel('Enabled').uncheck();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    const edited = page.getByRole('row').filter({ hasText: 'E2E disk watch (all)' });
    await expect(edited).toContainText('Disk above 88 % for 15 min');
    await expect(edited).toContainText('All instances');
    await expect(edited).toContainText('Disabled');

    await edited.getByRole('button', { name: 'Delete E2E disk watch (all)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete E2E disk watch (all)?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: 'Delete E2E disk watch (all)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete policy' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'E2E disk watch' })).toHaveCount(0);

    // The row leaves as the answer arrives; the mock's log is read once the DELETE has been logged.
    const writes = async () =>
      (await mock.requests())
        .filter((r) => r.method !== 'GET')
        .map((r) => `${r.method} ${r.status}`);
    await expect.poll(writes).toEqual(['POST 201', 'PATCH 200', 'DELETE 204']);
  });

  test('a read key sees the controls disabled with the reason', async ({ page, connect, mock }) => {
    await connect('read');
    await page.goto('/alerts');
    await expect(page.getByRole('button', { name: 'New policy' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'New policy' })).toHaveAccessibleDescription(
      /read-only/,
    );
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeDisabled();
    expect((await mock.requests()).filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
