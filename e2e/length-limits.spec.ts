import { test, expect, type MockControl } from './fixtures';

/** Writes the mock received on a path since its request log was last cleared. */
async function writes(mock: MockControl, path: RegExp) {
  return (await mock.requests()).filter((r) => r.method !== 'GET' && path.test(r.path));
}

// Every length bound is a visible message and nothing is sent: no field cuts a paste silently.
test.describe('length limits', () => {
  test('a 10,000-character key name is refused in words, kept whole, and not sent', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/api-keys');
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    const name = 'k'.repeat(10_000);
    await form.getByLabel('Name').fill(name);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
      /Use at most 64 characters \(now 10,000\)\./,
    );
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await writes(mock, /\/api-keys$/)).toEqual([]);
  });

  test('a VPC name over 63 characters is refused in words and Create stays disabled', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/vpcs');
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Create VPC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a VPC' });
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await dialog.getByLabel('IP range').fill('10.123.0.0/16');
    const name = 'v'.repeat(70);
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(
      'Use at most 63 characters (now 70).',
    );
    await expect(dialog.getByRole('button', { name: 'Create VPC' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('v'.repeat(63));
    await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Create VPC' })).toBeEnabled();
    expect(await writes(mock, /\/vpcs$/)).toEqual([]);
  });

  test('volume and server names say their bound instead of cutting a paste', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/volumes');
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('d'.repeat(100));
    await expect(dialog.getByLabel('Name')).toHaveValue('d'.repeat(100));
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(
      'Use at most 63 characters (now 100).',
    );
    await page.keyboard.press('Escape');

    await page.goto('/instances/deploy');
    const name = page.getByLabel('Name');
    await name.fill('s'.repeat(200));
    await expect(name).toHaveValue('s'.repeat(200));
    await page.getByRole('button', { name: 'Review deploy' }).click();
    await expect(name).toHaveAccessibleDescription(/Use at most 63 characters \(now 200\)\./);
    expect(await writes(mock, /\/(volumes|instances)$/)).toEqual([]);
  });

  test('a search longer than the service’s bound is not searched for, and says why', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/backups');
    await expect(page.getByRole('table').first()).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search backups' });
    await box.fill('q'.repeat(201));
    await expect(box).toHaveValue('q'.repeat(201));
    await expect(box).toHaveAccessibleDescription('Use at most 200 characters (now 201).');
    await box.press('Enter');
    await page.waitForTimeout(600); // longer than the box's debounce
    await expect(page).not.toHaveURL(/[?&]q=/);
    await box.press('Backspace');
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${'q'.repeat(200)}`));
    expect((await mock.requests()).some((r) => (r.query.q ?? '').length > 200)).toBe(false);
  });
});
